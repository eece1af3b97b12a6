package com.medvigil.dashboard.signin;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The secret of a sign-in link: 256 random bits in unpadded base64url. Like an API key it has
 * full entropy, so its SHA-256 is all that is stored and a slow password hash would add nothing.
 */
record SignInToken(String value) {

    private static final int RANDOM_BYTES = 32;
    private static final Pattern SHAPE = Pattern.compile("[A-Za-z0-9_-]{43}");
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();

    static SignInToken generate(SecureRandom random) {
        byte[] bytes = new byte[RANDOM_BYTES];
        random.nextBytes(bytes);
        return new SignInToken(ENCODER.encodeToString(bytes));
    }

    /** The token a link carried, if it has the shape of one; anything else never reaches the database. */
    static Optional<SignInToken> presented(String value) {
        return value != null && SHAPE.matcher(value).matches() ? Optional.of(new SignInToken(value)) : Optional.empty();
    }

    /** Lowercase hex SHA-256, the only form ever stored. */
    String hash() {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.US_ASCII)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java runtime provides SHA-256", e);
        }
    }

    @Override
    public String toString() {
        return "SignInToken[redacted]";
    }
}
