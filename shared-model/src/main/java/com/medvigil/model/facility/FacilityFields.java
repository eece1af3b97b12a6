package com.medvigil.model.facility;

import com.medvigil.model.error.InvalidFieldException;

/** The rules a facility's text fields follow, shared by creation and change. */
final class FacilityFields {

    static final int MAX_LENGTH = 200;

    private FacilityFields() {
    }

    static String name(String name) {
        if (name == null || name.isBlank()) {
            throw new InvalidFieldException("name", "is required and must not be blank");
        }
        return limited("name", name.strip());
    }

    static String externalId(String externalId) {
        if (externalId == null) {
            return null;
        }
        if (externalId.isBlank()) {
            throw new InvalidFieldException("externalId", "must not be blank; leave it out for none");
        }
        return limited("externalId", externalId.strip());
    }

    private static String limited(String field, String value) {
        if (value.length() > MAX_LENGTH) {
            throw new InvalidFieldException(field, "must be at most " + MAX_LENGTH + " characters long");
        }
        return value;
    }
}
