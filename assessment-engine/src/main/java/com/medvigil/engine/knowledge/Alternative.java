package com.medvigil.engine.knowledge;

import java.util.List;
import java.util.Set;

/**
 * A safer option to discuss when a medicine in {@code replaces} is part of a finding. {@code candidates} are the
 * drugs or classes the alternative stands for, so that one already taken, or one the patient is allergic to,
 * is not offered.
 */
public record Alternative(Set<String> replaces, String name, String emoji, String category, String explanation,
                          String precautions, String evidence, List<String> candidates) {
}
