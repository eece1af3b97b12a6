package com.medvigil.engine.narrative;

import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.facts.TakenMedication;
import com.medvigil.engine.knowledge.Family;
import com.medvigil.engine.knowledge.KnowledgeBase;
import com.medvigil.engine.knowledge.MedicationCriterion;
import com.medvigil.engine.knowledge.Rule;
import com.medvigil.engine.result.DosageAnalysis;
import com.medvigil.engine.result.Severity;
import com.medvigil.engine.rule.RuleHit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One dose judgement per medicine taken. The levels (documented in docs/engine.md): APPROPRIATE, ABOVE_MAXIMUM,
 * WRONG_FREQUENCY, HIGH_FOR_AGE, AVOID_AT_THIS_KIDNEY_FUNCTION, ADJUST_FOR_KIDNEY_FUNCTION, LIVER_CAUTION,
 * NO_REFERENCE_LIMIT (dose understood, no limit on file) and NOT_ASSESSED (dose missing or not understood).
 */
final class DosageReview {

    private final Set<String> limitedRefs = new HashSet<>();

    DosageReview(KnowledgeBase knowledge) {
        for (Rule rule : knowledge.rules()) {
            if (rule.family() == Family.DOSE && rule.context().dailyDoseAboveMg() != null
                    && rule.medications() instanceof MedicationCriterion.AnyOf anyOf) {
                limitedRefs.addAll(anyOf.refs());
            }
        }
    }

    List<DosageAnalysis> review(List<TakenMedication> medications, List<IngredientUse> uses, List<RuleHit> hits) {
        List<DosageAnalysis> analyses = new ArrayList<>();
        for (TakenMedication medication : medications) {
            RuleHit worst = null;
            for (RuleHit hit : hits) {
                if (level(hit) != null && hit.uses().stream().anyMatch(u -> u.medication() == medication)
                        && (worst == null || hit.severity().ordinal() < worst.severity().ordinal())) {
                    worst = hit;
                }
            }
            String dose = medication.dose().described();
            if (worst != null) {
                analyses.add(new DosageAnalysis(medication.name(), dose, level(worst), worst.title() + ". "
                        + worst.mechanism(), worst.management()));
            } else if (medication.dose().problem() != null) {
                analyses.add(new DosageAnalysis(medication.name(), dose, "NOT_ASSESSED",
                        "The dose could not be judged: " + medication.dose().problem() + ".",
                        "Record the dose amount, unit and frequency so that it can be checked."));
            } else if (hasLimit(medication, uses)) {
                analyses.add(new DosageAnalysis(medication.name(), dose, "APPROPRIATE",
                        "The daily dose is within the labelled adult maximum held for this medicine, and no kidney, "
                                + "liver or age rule asks for a change.",
                        "No dose change needed on these grounds."));
            } else {
                analyses.add(new DosageAnalysis(medication.name(), dose, "NO_REFERENCE_LIMIT",
                        "The dose was understood, but the knowledge base holds no maximum dose for this medicine, and "
                                + "no kidney, liver or age rule applies.",
                        "Check the dose against the product label."));
            }
        }
        return analyses;
    }

    private boolean hasLimit(TakenMedication medication, List<IngredientUse> uses) {
        return uses.stream().filter(u -> u.medication() == medication).anyMatch(u -> u.matchesAny(limitedRefs));
    }

    static String level(RuleHit hit) {
        Rule rule = hit.rule();
        boolean dose = rule.context().dailyDoseAboveMg() != null;
        if (rule.family() == Family.GERIATRIC) {
            return dose ? "HIGH_FOR_AGE" : null;
        }
        if (rule.family() != Family.DOSE) {
            return null;
        }
        if (dose) {
            return "ABOVE_MAXIMUM";
        }
        if (rule.context().timesPerDayAtLeast() != null) {
            return "WRONG_FREQUENCY";
        }
        if ("RENAL_DOSE".equals(rule.type())) {
            return hit.severity().atLeast(Severity.MAJOR) ? "AVOID_AT_THIS_KIDNEY_FUNCTION" : "ADJUST_FOR_KIDNEY_FUNCTION";
        }
        if ("HEPATIC".equals(rule.type())) {
            return "LIVER_CAUTION";
        }
        return "ABOVE_MAXIMUM";
    }
}
