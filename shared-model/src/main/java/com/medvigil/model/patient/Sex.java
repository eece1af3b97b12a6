package com.medvigil.model.patient;

import java.util.Arrays;
import java.util.Locale;

import com.medvigil.model.error.InvalidFieldException;

/** Sex as DECISIONS fixes the values; FHIR's administrative gender codes map one to one. */
public enum Sex {
    MALE, FEMALE, OTHER, UNKNOWN;

    public static Sex parse(String field, String value) {
        try {
            return valueOf(value);
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new InvalidFieldException(field, "must be one of " + Arrays.toString(values()));
        }
    }

    /** FHIR {@code Patient.gender}: male, female, other, unknown. */
    public static Sex fromFhirGender(String code) {
        return valueOf(code.toUpperCase(Locale.ROOT));
    }
}
