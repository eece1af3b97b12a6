package com.medvigil.engine.knowledge;

import java.util.Set;

/**
 * What must also be true of the patient for a rule to apply. Every field is optional; all present fields must hold.
 * {@code above}/{@code below} are strict bounds on the {@code lab} measure in its canonical unit;
 * {@code unlessTaking} voids the rule when the patient also takes a medicine of those drugs or classes.
 * {@code doseOf} restricts {@code dailyDoseAboveMg} to the medicines matching that drug or class, so that a pair
 * rule can ask for the dose of one of its two drugs (simvastatin above 10 mg with diltiazem).
 */
public record ContextCriterion(
        Integer minAge,
        Integer maxAge,
        Set<String> reproductive,
        Integer gestationalWeeksAtLeast,
        boolean gestationalWeeksUnknown,
        String condition,
        String unlessCondition,
        Set<String> unlessTaking,
        String lab,
        Double above,
        Double below,
        Set<String> alcohol,
        Set<String> smoking,
        Boolean grapefruit,
        Double dailyDoseAboveMg,
        Double timesPerDayAtLeast,
        String route,
        String doseOf) {
}
