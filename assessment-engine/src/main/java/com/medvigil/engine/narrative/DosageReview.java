package com.medvigil.engine.narrative;

import com.medvigil.engine.dose.RenalFunction;
import com.medvigil.engine.facts.CaseFacts;
import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.facts.TakenMedication;
import com.medvigil.engine.knowledge.ContextCriterion;
import com.medvigil.engine.knowledge.Family;
import com.medvigil.engine.knowledge.KnowledgeBase;
import com.medvigil.engine.knowledge.MedicationCriterion;
import com.medvigil.engine.knowledge.Rule;
import com.medvigil.engine.knowledge.RuleContext;
import com.medvigil.engine.result.DosageAnalysis;
import com.medvigil.engine.result.MissingData;
import com.medvigil.engine.result.Severity;
import com.medvigil.engine.rule.RuleHit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One dose judgement per medicine taken. The levels (documented in docs/engine.md): APPROPRIATE, ABOVE_MAXIMUM,
 * WRONG_FREQUENCY, HIGH_FOR_AGE, AVOID_AT_THIS_KIDNEY_FUNCTION, ADJUST_FOR_KIDNEY_FUNCTION, LIVER_CAUTION,
 * NO_REFERENCE_LIMIT (dose understood, no limit on file) and NOT_ASSESSED (dose missing or not understood).
 */
final class DosageReview {

    /** The details whose absence leaves a dose rule of a medicine unchecked. */
    private static final Set<String> DOSE_DETAILS = Set.of("weight", "dose", "egfr", "crcl", "creatinine",
            "release form", "dosing frequency");

    /** A maximum-dose rule: the medicines it limits and the ages (and weight) it holds for. */
    private record LimitRule(Set<String> refs, RuleContext context) {

        boolean forChildren() {
            return context.has(ContextCriterion.AgeAtMost.class) || context.has(ContextCriterion.AgeInDaysAtMost.class);
        }

        boolean admits(Integer age, Long ageDays) {
            if (age == null) {
                return !forChildren();
            }
            for (ContextCriterion clause : context.criteria()) {
                boolean outside = clause instanceof ContextCriterion.AgeAtLeast min && age < min.years()
                        || clause instanceof ContextCriterion.AgeAtMost max && age > max.years()
                        || clause instanceof ContextCriterion.AppliesFromAge from && age < from.years()
                        || clause instanceof ContextCriterion.AgeInDaysAtLeast minDays
                        && (ageDays == null || ageDays < minDays.days())
                        || clause instanceof ContextCriterion.AgeInDaysAtMost maxDays
                        && (ageDays == null || ageDays > maxDays.days());
                if (outside) {
                    return false;
                }
            }
            return true;
        }
    }

    private final List<LimitRule> limits = new ArrayList<>();

    DosageReview(KnowledgeBase knowledge) {
        for (Rule rule : knowledge.rules()) {
            RuleContext c = rule.context();
            if (rule.family() == Family.DOSE && c.has(ContextCriterion.DailyDose.class)
                    && !c.has(ContextCriterion.Lab.class) && !c.has(ContextCriterion.Condition.class)
                    && !c.has(ContextCriterion.RiskFactors.class)
                    && rule.medications() instanceof MedicationCriterion.AnyOf anyOf) {
                limits.add(new LimitRule(anyOf.refs(), c));
            }
        }
    }

    /**
     * For a child an adult maximum is no measure of a fitting dose: a dose is APPROPRIATE only within a children's
     * limit held for the medicine (by weight or age band), and not assessed when that limit needs a weight the case
     * lacks.
     */
    List<DosageAnalysis> review(CaseFacts facts, List<RuleHit> hits, List<MissingData> missing) {
        boolean child = facts.age() != null && facts.age() < RenalFunction.ADULT_AGE;
        List<DosageAnalysis> analyses = new ArrayList<>();
        for (TakenMedication medication : facts.medications()) {
            RuleHit worst = null;
            for (RuleHit hit : hits) {
                if (level(hit) != null && hit.uses().stream().anyMatch(u -> u.medication() == medication)
                        && (worst == null || hit.severity().ordinal() < worst.severity().ordinal())) {
                    worst = hit;
                }
            }
            String dose = medication.dose().described();
            Optional<MissingData> lacking = doseCheckLacking(medication, missing);
            List<LimitRule> held = limitsFor(medication, facts.allUses(), facts.age(), facts.ageDays());
            if (worst != null) {
                analyses.add(new DosageAnalysis(medication.name(), dose, level(worst), worst.title() + ". "
                        + worst.mechanism(), worst.management()));
            } else if (medication.dose().problem() != null) {
                analyses.add(new DosageAnalysis(medication.name(), dose, "NOT_ASSESSED",
                        "The dose could not be judged: " + medication.dose().problem() + ".",
                        "Record the dose amount, unit and frequency so that it can be checked."));
            } else if (!child && !held.isEmpty() && lacking.isPresent()) {
                // Within the maximum, but a rule for this medicine needs a detail the case lacks (apixaban's weight,
                // an NSAID's kidney function): no all-clear.
                analyses.add(new DosageAnalysis(medication.name(), dose, "APPROPRIATE",
                        "The daily dose is within the labelled adult maximum held for this medicine, but a check could "
                                + "not be completed: " + lacking.get().reason(),
                        "Record the missing detail so that the dose can be fully checked."));
            } else if (child) {
                analyses.add(childReview(medication, dose, held, facts.weightKg()));
            } else if (!held.isEmpty()) {
                boolean otherFindings = hits.stream().anyMatch(hit -> hit.uses().stream()
                        .anyMatch(u -> u.medication() == medication));
                analyses.add(new DosageAnalysis(medication.name(), dose, "APPROPRIATE", otherFindings
                        ? "The daily dose is within the labelled adult maximum held for this medicine; the findings "
                                + "about it may still call for a change."
                        : "The daily dose is within the labelled adult maximum held for this medicine, and no kidney, "
                                + "liver or age rule asks for a change.",
                        otherFindings ? "No dose change needed on dose grounds; see the findings about this medicine."
                                : "No dose change needed on these grounds."));
            } else {
                analyses.add(new DosageAnalysis(medication.name(), dose, "NO_REFERENCE_LIMIT",
                        "The dose was understood, but the knowledge base holds no maximum dose for this medicine, and "
                                + "no kidney, liver or age rule applies.",
                        "Check the dose against the product label."));
            }
        }
        return analyses;
    }

    private static Optional<MissingData> doseCheckLacking(TakenMedication medication, List<MissingData> missing) {
        return missing.stream().filter(gap -> DOSE_DETAILS.contains(gap.item())
                && gap.medications().contains(medication.name())).findFirst();
    }

    private static DosageAnalysis childReview(TakenMedication medication, String dose, List<LimitRule> held,
                                              Double weightKg) {
        List<LimitRule> forChildren = held.stream().filter(LimitRule::forChildren).toList();
        if (forChildren.isEmpty()) {
            return new DosageAnalysis(medication.name(), dose, "NO_REFERENCE_LIMIT",
                    "The dose was understood, but no children's maximum is held for this medicine; an adult maximum "
                            + "is only an outer bound for a child.",
                    "Check the dose against the paediatric dosing in the product label.");
        }
        if (weightKg == null && forChildren.stream().anyMatch(rule -> rule.context()
                .find(ContextCriterion.DailyDose.class).filter(limit -> limit.mgPerKg() != null).isPresent())) {
            return new DosageAnalysis(medication.name(), dose, "NOT_ASSESSED",
                    "The dose could not be judged: the children's maximum for this medicine is set by weight, and no "
                            + "weight is on file.",
                    "Record the child's weight so that the dose can be checked in mg/kg.");
        }
        return new DosageAnalysis(medication.name(), dose, "APPROPRIATE",
                "The daily dose is within the children's maximum held for this medicine (by weight or age), and no "
                        + "kidney, liver or age rule asks for a change.",
                "No dose change needed on these grounds.");
    }

    private List<LimitRule> limitsFor(TakenMedication medication, List<IngredientUse> uses, Integer age, Long ageDays) {
        List<LimitRule> held = new ArrayList<>();
        for (IngredientUse use : uses) {
            if (use.medication() != medication) {
                continue;
            }
            for (LimitRule limit : limits) {
                if (use.matchesAny(limit.refs()) && limit.admits(age, ageDays)) {
                    held.add(limit);
                }
            }
        }
        return held;
    }

    static String level(RuleHit hit) {
        Rule rule = hit.rule();
        boolean dose = rule.context().has(ContextCriterion.DailyDose.class);
        if (rule.family() == Family.GERIATRIC) {
            return dose ? "HIGH_FOR_AGE" : null;
        }
        if (rule.family() == Family.INTERACTION) {
            // A partner's label cap (simvastatin above 10 mg with diltiazem) is the maximum with that partner.
            return dose ? "ABOVE_MAXIMUM" : null;
        }
        if (rule.family() != Family.DOSE) {
            return null;
        }
        if (dose) {
            return "ABOVE_MAXIMUM";
        }
        if (rule.context().has(ContextCriterion.TimesPerDayAtLeast.class)) {
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
