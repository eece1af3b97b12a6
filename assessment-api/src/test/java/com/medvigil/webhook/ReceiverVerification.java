package com.medvigil.webhook;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * A receiver's own check of a delivery, written from docs/webhooks.md and independent of the
 * service's signing code: HMAC-SHA256 of {@code <timestamp>.<raw body>} keyed with the secret,
 * compared in constant time, and a timestamp no more than 5 minutes away.
 */
final class ReceiverVerification {

    static final Duration TOLERANCE = Duration.ofMinutes(5);

    private ReceiverVerification() {
    }

    static boolean isAuthentic(String secret, String timestampHeader, String signatureHeader, String rawBody,
                               Instant now) {
        if (secret == null || timestampHeader == null || signatureHeader == null) {
            return false;
        }
        long timestamp;
        try {
            timestamp = Long.parseLong(timestampHeader);
        } catch (NumberFormatException e) {
            return false;
        }
        if (Math.abs(now.getEpochSecond() - timestamp) > TOLERANCE.toSeconds()) {
            return false;
        }
        String expected = "v1=" + hmacSha256Hex(secret, timestampHeader + "." + rawBody);
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII),
                signatureHeader.getBytes(StandardCharsets.US_ASCII));
    }

    static String hmacSha256Hex(String secret, String message) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(message.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
