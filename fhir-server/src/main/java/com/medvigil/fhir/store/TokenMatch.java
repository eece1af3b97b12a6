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

    /** Whether an indexed value matches, as the search of the stored ones would find it. */
    public boolean matches(IndexedToken token) {
        if (!token.fitsIndex() || (value != null && !value.equals(token.value()))) {
            return false;
        }
        if (withoutSystem) {
            return token.system() == null;
        }
        return system == null || system.equals(token.system());
    }
}
