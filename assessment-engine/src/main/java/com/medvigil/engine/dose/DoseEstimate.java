package com.medvigil.engine.dose;

import java.util.Map;

/**
 * The daily amount of each ingredient one listed medicine gives, in mg, where it can be worked out.
 * {@code problem} says why it could not (no dose given, unit not a mass, frequency not understood). Where it could
 * not, {@code atLeastMgPerDay} holds what one dose must give at the least: one tablet or capsule of the strength in
 * the name when no dose is given, the dose given when its frequency is not understood; empty when even that is
 * unknown (a liquid without a dose, a name without a strength).
 */
public record DoseEstimate(String described, Frequency frequency, Map<String, Double> mgPerDay, String problem,
                           Map<String, Double> atLeastMgPerDay) {

    public DoseEstimate(String described, Frequency frequency, Map<String, Double> mgPerDay, String problem) {
        this(described, frequency, mgPerDay, problem, Map.of());
    }

    /** Why a dose could not be worked out when the record gives no amount. */
    public static final String NO_AMOUNT = "no dose amount given";

    public boolean known(String ingredientId) {
        return mgPerDay.containsKey(ingredientId);
    }

    /**
     * One dose of the ingredient in mg: the daily amount over the times a day, or, where the frequency is not
     * understood ("PRN" alone), the amount given for one dose; null when neither is known.
     */
    public Double mgPerDose(String ingredientId) {
        Double perDay = mgPerDay.get(ingredientId);
        Double times = frequency == null ? null : frequency.timesPerDay();
        if (perDay != null && times != null && times > 0) {
            return perDay / times;
        }
        return times == null && !NO_AMOUNT.equals(problem) ? atLeastMgPerDay.get(ingredientId) : null;
    }
}
