package com.medvigil.model.tenant;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.regex.Pattern;

/**
 * The secret of an API key: {@code mvk_} followed by 256 random bits in unpadded base64url.
 * The secret has full entropy, so a plain SHA-256 is enough to store it safely; a slow password
 * hash would only slow down every request.
 */
public record ApiKeySecret(String value) {

    static final String PREFIX = "mvk_";
    private static final int RANDOM_BYTES = 32;
    private static final int DISPLAY_PREFIX_LENGTH = PREFIX.length() + 8;
    private static final Pattern SHAPE = Pattern.compile("mvk_[A-Za-z0-9_-]{43}");
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();

    public static ApiKeySecret generate(SecureRandom random) {
        byte[] bytes = new byte[RANDOM_BYTES];
        random.nextBytes(bytes);
        return new ApiKeySecret(PREFIX + ENCODER.encodeToString(bytes));
    }

    /** Whether a presented value could be a key at all, so junk never reaches the database. */
    public static boolean hasKeyShape(String presented) {
        return presented != null && SHAPE.matcher(presented).matches();
    }

    /** Lowercase hex SHA-256 of the whole key, the only form ever stored. */
    public static String hashOf(String presented) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(presented.getBytes(StandardCharsets.US_ASCII));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java runtime provides SHA-256", e);
        }
    }

    public String hash() {
        return hashOf(value);
    }

    /** The first characters, enough for a person to tell keys apart in a list. */
    public String displayPrefix() {
        return value.substring(0, DISPLAY_PREFIX_LENGTH);
    }

    @Override
    public String toString() {
        return "ApiKeySecret[" + displayPrefix() + "...]";
    }
}
