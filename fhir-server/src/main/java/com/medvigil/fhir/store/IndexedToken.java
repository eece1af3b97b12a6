package com.medvigil.fhir.store;

/** One token search value of a resource, e.g. {@code code = http://loinc.org|2160-0}; system may be null. */
public record IndexedToken(String param, String system, String value) {

    /** Longer values cannot be stored in the index columns, and so cannot be searched. */
    public static final int MAX_LENGTH = 255;

    public boolean fitsIndex() {
        return value.length() <= MAX_LENGTH && (system == null || system.length() <= MAX_LENGTH);
    }
}
