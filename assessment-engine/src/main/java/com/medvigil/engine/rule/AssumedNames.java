package com.medvigil.engine.rule;

import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.result.Severity;

import java.util.ArrayList;
import java.util.List;

/**
 * Grades findings that rest on a misspelt medicine name read as the closest known name. Such a finding is only
 * possible: it says which name was assumed, asks to confirm it first, and is never graded above moderate, so a guess
 * alone cannot make an assessment SEVERE (a misread name may be a drug the patient does not take at all).
 */
final class AssumedNames {

    static final Severity HIGHEST = Severity.MODERATE;

    private AssumedNames() {
    }

    static List<RuleHit> qualify(List<RuleHit> hits) {
        List<RuleHit> qualified = new ArrayList<>(hits.size());
        for (RuleHit hit : hits) {
            qualified.add(qualify(hit));
        }
        return qualified;
    }

    private static RuleHit qualify(RuleHit hit) {
        List<String> assumptions = new ArrayList<>();
        for (IngredientUse use : hit.uses()) {
            if (use.medication().match().assumed(use.ingredientId())) {
                String assumption = "\"" + use.medication().name() + "\" is " + use.displayName();
                if (!assumptions.contains(assumption)) {
                    assumptions.add(assumption);
                }
            }
        }
        if (assumptions.isEmpty()) {
            return hit;
        }
        String condition = String.join(" and ", assumptions);
        Severity severity = hit.severity().atLeast(HIGHEST) ? HIGHEST : hit.severity();
        return new RuleHit(hit.rule(), severity, hit.uses(), hit.shownNames(), "Possible, if " + condition + ": "
                + hit.title(),
                hit.mechanism(), "First confirm that " + condition + " (the name was read as a misspelling). "
                + hit.management(), hit.confidence(), hit.allergen());
    }
}
