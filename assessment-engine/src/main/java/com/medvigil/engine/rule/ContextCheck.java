package com.medvigil.engine.rule;

import com.medvigil.engine.dose.ReleaseForm;
import com.medvigil.engine.dose.RenalFunction;
import com.medvigil.engine.facts.CaseFacts;
import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.facts.TakenMedication;
import com.medvigil.engine.knowledge.ContextCriterion;
import com.medvigil.engine.medication.Route;
import com.medvigil.engine.pregnancy.ReproductiveContext;
import com.medvigil.engine.result.Confidence;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks a rule's context against the patient. Each clause answers holds, fails, or cannot tell (the data is
 * missing); the first failing clause ends the check, and a missing one is reported only if nothing fails.
 */
final class ContextCheck {

    /**
     * WITHIN_LIMIT is a failure in which everything but the dose held and the dose is within the rule's limit: the
     * rule has judged these medicines and found them acceptable, which a generic mechanism rule must respect.
     */
    enum Outcome { HOLDS, FAILS, MISSING, WITHIN_LIMIT }

    /** The detail that says a rule's condition was shown by a lab alone, and by which reading. */
    static final String SHOWN_BY_LAB = "shownByLab";

    /**
     * The answer, the missing item when it cannot tell, and what the check worked out for the rule's texts:
     * {@code value} (the reading or the daily dose) and {@code details} (further placeholders such as the
     * weight-based {limit}, the {factors} that held, or the {days} a medicine has been taken).
     */
    record Result(Outcome outcome, String missingItem, Confidence confidence, String value, Map<String, String> details) {
        static Result holds(Confidence confidence, String value, Map<String, String> details) {
            return new Result(Outcome.HOLDS, null, confidence, value, Map.copyOf(details));
        }
    }

    private ContextCheck() {
    }

    static Result check(ContextCriterion c, CaseFacts facts, List<IngredientUse> uses) {
        String missing = null;
        Confidence confidence = Confidence.HIGH;
        String value = null;
        Map<String, String> details = new LinkedHashMap<>();
        List<IngredientUse> subject = subjectUses(uses);

        if (c.minAge() != null || c.maxAge() != null) {
            if (facts.age() == null) {
                missing = "age";
            } else if (c.minAge() != null && facts.age() < c.minAge() || c.maxAge() != null && facts.age() > c.maxAge()) {
                return fails();
            }
        }
        if (c.appliesFromAge() != null && facts.age() != null && facts.age() < c.appliesFromAge()) {
            return fails();
        }
        if (c.minAgeDays() != null || c.maxAgeDays() != null) {
            if (facts.ageDays() == null) {
                missing = first(missing, "age");
            } else if (c.minAgeDays() != null && facts.ageDays() < c.minAgeDays()
                    || c.maxAgeDays() != null && facts.ageDays() > c.maxAgeDays()) {
                return fails();
            }
        }
        if (c.sex() != null) {
            if (facts.sex() == null || !facts.sex().equals("MALE") && !facts.sex().equals("FEMALE")) {
                missing = first(missing, "sex");
            } else if (!facts.sex().equals(c.sex())) {
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
            if (facts.conditionsGiven()) {
                return fails();
            }
            missing = first(missing, "conditions");
        }
        if (c.condition() != null && facts.conditionsShownByLab().containsKey(c.condition())) {
            details.put(SHOWN_BY_LAB, facts.conditionsShownByLab().get(c.condition()));
        }
        if (c.unlessCondition() != null && facts.conditionGroups().contains(c.unlessCondition())) {
            return fails();
        }
        if (!c.unlessTaking().isEmpty()
                && facts.systemicUsesWith(c.localRoutes()).stream().anyMatch(u -> u.matchesAny(c.unlessTaking()))) {
            return fails();
        }
        if (c.unlessInProductWith() != null && !c.unlessInProductWith().isEmpty() && subject.stream().allMatch(
                u -> u.medication().match().ingredientIds().stream().anyMatch(c.unlessInProductWith()::contains))) {
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
        if (c.riskFactors() != null) {
            RiskFactorCount count = RiskFactorCount.of(c.riskFactors(), facts);
            if (count.held().size() >= c.riskFactors().atLeast()) {
                details.put("factors", String.join(", ", count.held()));
            } else if (count.held().size() + count.unknown().size() < c.riskFactors().atLeast()) {
                return fails();
            } else {
                missing = first(missing, count.unknown().get(0));
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
        if (c.releaseForm() != null) {
            List<ReleaseForm> forms = subject.stream().map(u -> ReleaseForm.of(u.medication().name())).toList();
            if (forms.stream().allMatch(form -> form == ReleaseForm.EXTENDED)) {
                return fails();
            }
            if (!forms.contains(ReleaseForm.IMMEDIATE)) {
                missing = first(missing, "release form");
            }
        }
        if (c.takenForMoreThanDays() != null) {
            Long longest = null;
            boolean allDated = true;
            for (IngredientUse use : subject) {
                LocalDate start = use.medication().startDate();
                if (start == null || facts.asOf() == null) {
                    allDated = false;
                } else {
                    long days = ChronoUnit.DAYS.between(start, facts.asOf());
                    longest = longest == null ? days : Math.max(longest, days);
                }
            }
            if (longest != null && longest > c.takenForMoreThanDays()) {
                details.put("days", String.valueOf(longest));
                details.put("weeks", String.valueOf(longest / 7));
            } else if (allDated) {
                return fails();
            } else {
                missing = first(missing, "start date");
            }
        }
        if (c.dailyDoseAboveMg() != null || c.dailyDoseAboveMgPerKg() != null) {
            DoseLimit limit = DoseLimit.of(c, facts.weightKg());
            DailyTotal total = dailyTotal(c.doseOf() == null ? subject
                    : uses.stream().filter(u -> u.matchesAny(Set.of(c.doseOf()))).toList());
            if (limit.mg() != null && total.mg() > limit.mg()) {
                value = format(total.mg());
                details.putAll(limit.placeholders());
            } else if (limit.determined() && total.complete()) {
                return new Result(Outcome.WITHIN_LIMIT, null, Confidence.HIGH, null, Map.of());
            } else if (c.dailyDoseAboveMgPerKg() != null && facts.weightKg() == null) {
                missing = first(missing, "weight");
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
        return missing != null ? new Result(Outcome.MISSING, missing, confidence, value, Map.copyOf(details))
                : Result.holds(confidence, value, details);
    }

    /** The uses of the rule's first medicine: dose, duration and release clauses are about it alone. */
    private static List<IngredientUse> subjectUses(List<IngredientUse> uses) {
        if (uses.isEmpty()) {
            return uses;
        }
        String first = uses.get(0).ingredientId();
        return uses.stream().filter(use -> use.ingredientId().equals(first)).toList();
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
        return new Result(Outcome.FAILS, null, Confidence.HIGH, null, Map.of());
    }

    private static String first(String current, String candidate) {
        return current != null ? current : candidate;
    }

    static String format(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.format(java.util.Locale.ROOT, "%.2f", value)
                .replaceAll("0+$", "").replaceAll("\\.$", "");
    }
}
