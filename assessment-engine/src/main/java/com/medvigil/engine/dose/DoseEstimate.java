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

    public boolean known(String ingredientId) {
        return mgPerDay.containsKey(ingredientId);
    }
}
