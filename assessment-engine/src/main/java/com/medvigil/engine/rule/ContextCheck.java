package com.medvigil.engine.rule;

import com.medvigil.engine.dose.RenalFunction;
import com.medvigil.engine.facts.CaseFacts;
import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.facts.TakenMedication;
import com.medvigil.engine.knowledge.ContextCriterion;
import com.medvigil.engine.medication.Route;
import com.medvigil.engine.pregnancy.ReproductiveContext;
import com.medvigil.engine.result.Confidence;

import java.util.List;

/**
 * Checks a rule's context against the patient. Each clause answers holds, fails, or cannot tell (the data is
 * missing); the first failing clause ends the check, and a missing one is reported only if nothing fails.
 */
final class ContextCheck {

    enum Outcome { HOLDS, FAILS, MISSING }

    record Result(Outcome outcome, String missingItem, Confidence confidence, String value) {
        static Result holds(Confidence confidence, String value) {
            return new Result(Outcome.HOLDS, null, confidence, value);
        }
    }

    private ContextCheck() {
    }

    static Result check(ContextCriterion c, CaseFacts facts, List<IngredientUse> uses) {
        String missing = null;
        Confidence confidence = Confidence.HIGH;
        String value = null;

        if (c.minAge() != null || c.maxAge() != null) {
            if (facts.age() == null) {
                missing = "age";
            } else if (c.minAge() != null && facts.age() < c.minAge() || c.maxAge() != null && facts.age() > c.maxAge()) {
                return fails();
            }
        }
        if (!c.reproductive().isEmpty()) {
            ReproductiveContext.Answer answer = facts.reproductive().isIn(c.reproductive());
            if (answer == ReproductiveContext.Answer.NO) {
                return fails();
            }
            if (answer == ReproductiveContext.Answer.UNKNOWN) {
                missing = first(missing, "reproductive status");
            }
        }
        if (c.gestationalWeeksAtLeast() != null || c.gestationalWeeksUnknown()) {
            Integer weeks = facts.reproductive().gestationalWeeks();
            if (c.gestationalWeeksUnknown()) {
                if (weeks != null) {
                    return fails();
                }
            } else if (weeks == null) {
                missing = first(missing, "gestational age");
            } else if (weeks < c.gestationalWeeksAtLeast()) {
                return fails();
            }
        }
        if (c.condition() != null && !facts.conditionGroups().contains(c.condition())) {
            return fails();
        }
        if (c.unlessCondition() != null && facts.conditionGroups().contains(c.unlessCondition())) {
            return fails();
        }
        if (!c.unlessTaking().isEmpty() && facts.systemicUses().stream().anyMatch(u -> u.matchesAny(c.unlessTaking()))) {
            return fails();
        }
        if (c.lab() != null) {
            Double reading;
            if (c.lab().equals("egfr") || c.lab().equals("crcl")) {
                RenalFunction.Reading renal = facts.renal().reading(c.lab());
                reading = renal == null ? null : renal.value();
                if (renal != null && !renal.exact()) {
                    confidence = Confidence.MEDIUM;
                }
            } else {
                reading = facts.readings().value(c.lab());
            }
            if (reading == null) {
                missing = first(missing, c.lab());
            } else if (c.above() != null && reading <= c.above() || c.below() != null && reading >= c.below()) {
                return fails();
            } else {
                value = format(reading);
            }
        }
        if (c.alcohol() != null) {
            String alcohol = facts.social().alcohol();
            if (alcohol == null) {
                missing = first(missing, "alcohol use");
            } else if (!c.alcohol().contains(alcohol)) {
                return fails();
            }
        }
        if (c.smoking() != null) {
            String smoking = facts.social().smoking();
            if (smoking == null) {
                missing = first(missing, "smoking status");
            } else if (!c.smoking().contains(smoking)) {
                return fails();
            }
        }
        if (c.grapefruit() != null) {
            Boolean grapefruit = facts.social().grapefruit();
            if (grapefruit == null) {
                missing = first(missing, "grapefruit intake");
            } else if (!grapefruit.equals(c.grapefruit())) {
                return fails();
            }
        }
        if (c.route() != null && uses.stream().allMatch(u -> u.medication().route() != Route.ORAL
                && u.medication().route() != Route.UNKNOWN)) {
            return fails();
        }
        if (c.dailyDoseAboveMg() != null) {
            DailyTotal total = dailyTotal(c.doseOf() == null ? uses
                    : uses.stream().filter(u -> u.matchesAny(java.util.Set.of(c.doseOf()))).toList());
            if (total.mg() > c.dailyDoseAboveMg()) {
                value = format(total.mg());
            } else if (total.complete()) {
                return fails();
            } else {
                missing = first(missing, "dose");
            }
        }
        if (c.timesPerDayAtLeast() != null) {
            Double most = null;
            for (IngredientUse use : uses) {
                Double perDay = use.medication().dose().frequency().timesPerDay();
                if (perDay != null) {
                    most = most == null ? perDay : Math.max(most, perDay);
                }
            }
            if (most == null) {
                missing = first(missing, "dosing frequency");
            } else if (most < c.timesPerDayAtLeast()) {
                return fails();
            }
        }
        return missing != null ? new Result(Outcome.MISSING, missing, confidence, value)
                : Result.holds(confidence, value);
    }

    /** The known daily mg of the ingredient across all its medicines, and whether every medicine's dose was known. */
    private record DailyTotal(double mg, boolean complete) {
    }

    private static DailyTotal dailyTotal(List<IngredientUse> uses) {
        double mg = 0;
        boolean complete = true;
        for (IngredientUse use : uses) {
            TakenMedication medication = use.medication();
            Double perDay = medication.dose().mgPerDay().get(use.ingredientId());
            if (perDay == null) {
                complete = false;
            } else {
                mg += perDay;
            }
        }
        return new DailyTotal(mg, complete);
    }

    private static Result fails() {
        return new Result(Outcome.FAILS, null, Confidence.HIGH, null);
    }

    private static String first(String current, String candidate) {
        return current != null ? current : candidate;
    }

    static String format(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.format(java.util.Locale.ROOT, "%.2f", value)
                .replaceAll("0+$", "").replaceAll("\\.$", "");
    }
}
