package com.medvigil.engine.knowledge;

import java.util.Set;

/**
 * A common, expected effect of a medicine (from its label) that the patient should not mistake for danger. It is not
 * told beside a finding of an effect in {@code maskedBy} (small bruises "expected" beside an active bleed), nor to a
 * patient in a reproductive state of {@code notForReproductive} (breakthrough spotting in pregnancy).
 */
public record SideEffect(Set<String> drugs, String name, String duration, String explanation, Set<String> maskedBy,
                         Set<String> notForReproductive) {
}
