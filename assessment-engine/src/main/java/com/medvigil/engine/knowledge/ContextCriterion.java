package com.medvigil.engine.knowledge;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What must also be true of the patient for a rule to apply. Every field is optional; all present fields must hold.
 * {@code above}/{@code below} are strict bounds on the {@code lab} measure in its canonical unit;
 * {@code unlessTaking} voids the rule when the patient also takes a medicine of those drugs or classes.
 * <p>
 * Age, weight and time: {@code appliesFromAge} marks an adult limit that is skipped below that age but applied when
 * age is unknown; {@code minAgeDays}/{@code maxAgeDays} bound the age in days (neonates, young infants);
 * {@code dailyDoseAboveMgPerKg} is a weight-based daily limit, capped by {@code dailyDoseAboveMg} when both are
 * given; {@code takenForMoreThanDays} counts from the medicine's start date to the assessment date;
 * {@code riskFactors} holds when enough of its patient factors do (apixaban's two of three);
 * {@code unlessInProductWith} voids the rule for a medicine combined in one product with one of these ingredients;
 * {@code releaseForm: immediate} applies the rule to immediate-release forms only. Dose, duration and release clauses
 * are about the rule's first medicine (its first slot).
 * {@code localRoutes} lets medicines that act where they are applied take part after all, by route id and only for
 * the drugs or classes listed under it (timolol eye drops in asthma: {@code {ophthalmic: [nonselective-beta-blocker]}}).
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
        Integer appliesFromAge,
        Integer minAgeDays,
        Integer maxAgeDays,
        Double dailyDoseAboveMgPerKg,
        String sex,
        Integer takenForMoreThanDays,
        RiskFactors riskFactors,
        Set<String> unlessInProductWith,
        String releaseForm,
        Map<String, Set<String>> localRoutes,
        String doseOf) {

    /** Holds when at least {@code atLeast} of {@code of} hold for the patient. */
    public record RiskFactors(int atLeast, List<RiskFactor> of) {
    }

    /** One patient factor: exactly one of an age of at least, a weight of at most, or a lab value of at least. */
    public record RiskFactor(Integer minAge, Double maxWeightKg, String lab, Double atLeast) {
    }
}
