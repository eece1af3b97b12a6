package com.medvigil.engine.rule;

import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.knowledge.Rule;
import com.medvigil.engine.result.Confidence;
import com.medvigil.engine.result.Severity;

import java.util.List;

/**
 * A rule that holds for this patient, with its filled-in texts; {@code allergen} is set for allergy hits.
 * {@code shownNames} are the medicines as the texts name them (a combination product that meets the rule through two
 * ingredients as "norgestimate / ethinyl estradiol").
 */
public record RuleHit(Rule rule, Severity severity, List<IngredientUse> uses, List<String> shownNames, String title,
                      String mechanism, String management, Confidence confidence, String allergen) {

    public List<String> medicationNames() {
        return uses.stream().map(use -> use.medication().name()).distinct().toList();
    }

    public List<String> ingredientIds() {
        return uses.stream().map(IngredientUse::ingredientId).distinct().toList();
    }
}
