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
        String problem = problemWith(value);
        if (problem != null) {
            throw new InvalidFieldException(FIELD, problem);
        }
    }

    /**
     * Whether a token's issuer is one a client could have registered; one that is not is unknown
     * without a lookup (PostgreSQL takes no NUL as a query parameter).
     */
    public static boolean couldBeRegistered(String issuer) {
        return problemWith(issuer) == null;
    }

    private static String problemWith(String value) {
        if (value == null || value.isEmpty()) {
            return "is required";
        }
        if (value.length() > MAX_LENGTH) {
            return "must be at most " + MAX_LENGTH + " characters long";
        }
        if (value.codePoints().anyMatch(c -> Character.isWhitespace(c) || Character.isISOControl(c))) {
            return "must not contain spaces or control characters: it is compared exactly with the iss of the client's"
                    + " tokens";
        }
        return null;
    }
}
