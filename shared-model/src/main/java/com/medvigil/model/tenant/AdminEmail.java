package com.medvigil.model.tenant;

import java.util.Locale;
import java.util.regex.Pattern;

import com.medvigil.model.error.InvalidFieldException;

/** The e-mail address of a dashboard administrator, compared case-insensitively. */
public record AdminEmail(String value) {

    private static final int MAX_LENGTH = 320;
    /** No space and no control character anywhere: PostgreSQL could not even store a NUL. */
    private static final Pattern PLAUSIBLE_ADDRESS =
            Pattern.compile("[^@\\s\\p{Cntrl}]+@[^@\\s\\p{Cntrl}]+\\.[^@\\s\\p{Cntrl}]+");

    public AdminEmail {
        if (value == null) {
            throw new InvalidFieldException("adminEmail", "is required");
        }
        value = value.strip().toLowerCase(Locale.ROOT);
        if (value.length() > MAX_LENGTH || !PLAUSIBLE_ADDRESS.matcher(value).matches()) {
            throw new InvalidFieldException("adminEmail", "must be an e-mail address such as admin@example.org");
        }
    }

    @Override
    public String toString() {
        return "AdminEmail[redacted]";
    }
}
