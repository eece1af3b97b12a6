package com.medvigil.fhir.store;

/**
 * One accepted value of a token search, in FHIR's four forms: {@code value} (any system),
 * {@code system|value}, {@code |value} (no system) and {@code system|} (any value of the system).
 */
public record TokenMatch(String system, String value, boolean withoutSystem) {

    public static TokenMatch anySystem(String value) {
        return new TokenMatch(null, value, false);
    }

    public static TokenMatch of(String system, String value) {
        return new TokenMatch(system, value, false);
    }

    public static TokenMatch noSystem(String value) {
        return new TokenMatch(null, value, true);
    }
}
