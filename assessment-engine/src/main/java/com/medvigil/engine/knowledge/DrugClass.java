package com.medvigil.engine.knowledge;

import java.util.List;

/**
 * A named set of drugs: a pharmacological class (statin) or a risk set that a rule family owns (known QT risk,
 * strong CYP3A4 inhibitor). {@code terms} are what people write for the class itself ("sulfa drugs", "NSAIDs").
 */
public record DrugClass(String id, String name, List<String> terms, List<String> sources) {
}
