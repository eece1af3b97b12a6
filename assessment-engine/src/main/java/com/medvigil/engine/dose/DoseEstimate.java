package com.medvigil.engine.dose;

import java.util.Map;

/**
 * The daily amount of each ingredient one listed medicine gives, in mg, where it can be worked out.
 * {@code problem} says why it could not (no dose given, unit not a mass, frequency not understood).
 */
public record DoseEstimate(String described, Frequency frequency, Map<String, Double> mgPerDay, String problem) {

    public boolean known(String ingredientId) {
        return mgPerDay.containsKey(ingredientId);
    }
}
