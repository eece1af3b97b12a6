package com.medvigil.model.tenant;

import com.medvigil.model.error.InvalidFieldException;

/**
 * What the tenant calls a key ("EHR interface", "nightly sync"): 1 to 100 characters, none of them
 * a control character (PostgreSQL could not even store a NUL).
 */
public record ApiKeyName(String value) {

    public static final int MAX_LENGTH = 100;

    public ApiKeyName {
        if (value == null || value.isBlank()) {
            throw new InvalidFieldException("name", "is required");
        }
        value = value.strip();
        if (value.length() > MAX_LENGTH) {
            throw new InvalidFieldException("name", "must be at most " + MAX_LENGTH + " characters long");
        }
        if (value.codePoints().anyMatch(Character::isISOControl)) {
            throw new InvalidFieldException("name", "must not contain control characters");
        }
    }
}
