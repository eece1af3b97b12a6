package com.medvigil.engine.knowledge;

import java.util.List;
import java.util.Set;

/**
 * A clinical condition as rules refer to it (heart failure, CKD), with the words and codes that identify it.
 * {@code includeResolved} is true for conditions whose history is the risk (a past VTE, a past GI bleed).
 */
public record ConditionGroup(String id, String name, List<String> terms, Set<String> codes, boolean includeResolved) {
}
