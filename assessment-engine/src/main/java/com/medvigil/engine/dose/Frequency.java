package com.medvigil.engine.dose;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * How often a medicine is taken. {@code timesPerDay} is null when the text was not understood; for an as-needed
 * order with an interval ("q6h PRN") it is the most the interval allows, which is what a maximum-dose check needs.
 */
public record Frequency(String text, Double timesPerDay, boolean asNeeded) {

    /**
     * A frequency that gives the medicine one time only ("once", "stat", "single dose"), not once a day; a one-time
     * dose may be as needed ("once as needed", as a FHIR timing with a repeat count of one and asNeeded reads).
     */
    private static final Pattern ONE_TIME = Pattern.compile(
            "(?:once|once only|stat|single dose|one dose|one time|x ?1|1 dose)(?: as needed| prn)?");

    /** A note in brackets after the frequency ("once (do not repeat for 3 days)") does not change it. */
    private static final Pattern TRAILING_NOTE = Pattern.compile("\\s*\\([^)]*\\)\\s*$");

    /** Whether the medicine is given one time only: a single dose is not a course. */
    public boolean singleDose() {
        return text != null && ONE_TIME.matcher(TRAILING_NOTE.matcher(text.toLowerCase(Locale.ROOT).trim())
                .replaceFirst("")).matches();
    }

    public boolean understood() {
        return timesPerDay != null;
    }

    /** Taken on a schedule: the frequency was understood and is not as needed. */
    public boolean scheduled() {
        return understood() && !asNeeded;
    }

    public static Frequency unknown(String text, boolean asNeeded) {
        return new Frequency(text, null, asNeeded);
    }
}
