package com.medvigil.webhook;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The {@code X-MedVigil-Signature} of a delivery (spec Part 6): {@code v1=} and the lowercase hex
 * HMAC-SHA256 of {@code <timestamp>.<raw body>}, keyed with the secret string's UTF-8 bytes.
 */
final class WebhookSignature {

    static final String VERSION_PREFIX = "v1=";

    private WebhookSignature() {
    }

    static String of(String secret, long timestampSeconds, byte[] body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            mac.update((timestampSeconds + ".").getBytes(StandardCharsets.US_ASCII));
            return VERSION_PREFIX + HexFormat.of().formatHex(mac.doFinal(body));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Every Java runtime provides HmacSHA256", e);
        }
    }
}
