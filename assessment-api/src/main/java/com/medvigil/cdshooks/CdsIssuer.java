package com.medvigil.cdshooks;

import com.medvigil.model.error.InvalidFieldException;

/**
 * The {@code iss} a CDS client's tokens carry, compared exactly as written (CDS Hooks: the URI of
 * the issuer). At most 1024 characters, without spaces or control characters, since a token's
 * issuer never has them.
 */
public record CdsIssuer(String value) {

    public static final int MAX_LENGTH = 1024;
    private static final String FIELD = "issuer";

    public CdsIssuer {
        if (value == null || value.isEmpty()) {
            throw new InvalidFieldException(FIELD, "is required");
        }
        if (value.length() > MAX_LENGTH) {
            throw new InvalidFieldException(FIELD, "must be at most " + MAX_LENGTH + " characters long");
        }
        if (value.codePoints().anyMatch(c -> Character.isWhitespace(c) || Character.isISOControl(c))) {
            throw new InvalidFieldException(FIELD, "must not contain spaces or control characters: it is compared exactly"
                    + " with the iss of the client's tokens");
        }
    }
}
