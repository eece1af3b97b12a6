package com.medvigil.engine.knowledge;

import java.util.Set;

/** A common, expected effect of a medicine (from its label) that the patient should not mistake for danger. */
public record SideEffect(Set<String> drugs, String name, String duration, String explanation) {
}
