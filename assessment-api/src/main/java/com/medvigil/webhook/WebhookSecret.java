package com.medvigil.webhook;

import java.security.SecureRandom;
import java.util.Base64;

/**
 * A signing secret the service issues: {@code whsec_} followed by 256 random bits in unpadded
 * base64url. Receivers use the whole string, prefix included, as their HMAC key.
 */
public record WebhookSecret(String value) {

    static final String PREFIX = "whsec_";
    private static final int RANDOM_BYTES = 32;
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();

    static WebhookSecret generate(SecureRandom random) {
        byte[] bytes = new byte[RANDOM_BYTES];
        random.nextBytes(bytes);
        return new WebhookSecret(PREFIX + ENCODER.encodeToString(bytes));
    }

    /** Never the secret itself: records end up in log lines and debugger views. */
    @Override
    public String toString() {
        return "WebhookSecret[" + PREFIX + "...]";
    }
}
