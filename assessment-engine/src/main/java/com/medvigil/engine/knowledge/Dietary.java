package com.medvigil.engine.knowledge;

import java.util.List;
import java.util.Set;

/** A food, drink or habit precaution that applies whenever one of {@code drugs} is taken. */
public record Dietary(Set<String> drugs, String emoji, String name, String type, String explanation,
                      String duration, String alternatives, List<String> sources) {
}
