package com.medvigil.engine.dose;

/**
 * How often a medicine is taken. {@code timesPerDay} is null when the text was not understood; for an as-needed
 * order with an interval ("q6h PRN") it is the most the interval allows, which is what a maximum-dose check needs.
 */
public record Frequency(String text, Double timesPerDay, boolean asNeeded) {

    public boolean understood() {
        return timesPerDay != null;
    }

    public static Frequency unknown(String text, boolean asNeeded) {
        return new Frequency(text, null, asNeeded);
    }
}
