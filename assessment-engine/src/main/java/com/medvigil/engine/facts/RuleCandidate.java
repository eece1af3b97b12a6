package com.medvigil.engine.facts;

import com.medvigil.engine.result.Severity;

import java.util.List;

/**
 * Medicines of this patient that satisfy one rule's medicine criterion, before the patient's context is checked.
 * {@code slotNames} fill the {1}, {2}, ... placeholders; {@code severity} overrides the rule's when the match
 * itself grades it (an allergy with a severe documented reaction).
 */
public record RuleCandidate(List<IngredientUse> uses, List<String> slotNames, String allergen, Severity severity,
                            String value) {

    public static RuleCandidate of(List<IngredientUse> uses, List<String> slotNames) {
        return new RuleCandidate(uses, slotNames, null, null, null);
    }
}
