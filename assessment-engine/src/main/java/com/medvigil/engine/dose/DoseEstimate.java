package com.medvigil.engine.dose;

import java.util.Map;

/**
 * The daily amount of each ingredient one listed medicine gives, in mg, where it can be worked out.
 * {@code problem} says why it could not (no dose given, unit not a mass, frequency not understood). Where it could
 * not, {@code atLeastMgPerDay} holds what one dose must give at the least: one tablet or capsule of the strength in
 * the name when no dose is given, the dose given when its frequency is not understood; empty when even that is
 * unknown (a liquid without a dose, a name without a strength). {@code amountGiven} tells the two apart: only a dose
 * the record gives is one dose; one tablet of the named strength is a floor, not a dose.
 */
public record DoseEstimate(String described, Frequency frequency, Map<String, Double> mgPerDay, String problem,
                           Map<String, Double> atLeastMgPerDay, boolean amountGiven) {

    public DoseEstimate(String described, Frequency frequency, Map<String, Double> mgPerDay, String problem) {
        this(described, frequency, mgPerDay, problem, Map.of(), true);
    }

    /** The record gives no amount: a solid form taken at all gives at least one unit of its named strength a day. */
    public static DoseEstimate withoutAmount(String described, Frequency frequency, Map<String, Double> oneUnitMg) {
        return new DoseEstimate(described, frequency, Map.of(), "no dose amount given", oneUnitMg, false);
    }

    /** An amount is given but not how often: it is taken at least once a day, and it is what one dose gives. */
    public static DoseEstimate frequencyUnknown(String described, Frequency frequency, String problem,
                                                Map<String, Double> givenDoseMg) {
        return new DoseEstimate(described, frequency, Map.of(), problem, givenDoseMg, true);
    }

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
        return times == null && amountGiven ? atLeastMgPerDay.get(ingredientId) : null;
    }
}
