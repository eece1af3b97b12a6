package com.medvigil.model.tenant;

import com.medvigil.model.error.InvalidFieldException;

/** A tenant's display name: at least 3 characters (spec 2.2) and at most 200, trimmed. */
public record TenantName(String value) {

    public static final int MIN_LENGTH = 3;
    public static final int MAX_LENGTH = 200;

    public TenantName {
        if (value == null) {
            throw new InvalidFieldException("name", "is required");
        }
        value = value.strip();
        if (value.length() < MIN_LENGTH || value.length() > MAX_LENGTH) {
            throw new InvalidFieldException("name", "must be " + MIN_LENGTH + " to " + MAX_LENGTH + " characters long");
        }
    }
}
