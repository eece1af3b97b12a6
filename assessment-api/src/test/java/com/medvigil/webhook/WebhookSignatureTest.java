package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/** Signatures checked against values computed independently with {@code openssl dgst -sha256 -hmac}. */
class WebhookSignatureTest {

    @Test
    void theSignatureIsV1AndTheLowercaseHexHmacOfTimestampDotBody() {
        byte[] body = "{\"id\":\"5b0c\",\"type\":\"assessment.completed\"}".getBytes(StandardCharsets.UTF_8);

        assertThat(WebhookSignature.of("whsec_MfU0yP-kf7cS3pn2x2xFyWv1K1nZb0AbMnPxhU8ZQz0", 1700000000L, body))
                .isEqualTo("v1=75b5e927a49ab03fc48c3befe2f59e3c050bb6b60989b25f923a334bf79bc6e6");
    }

    @Test
    void theSecretAndTheBodyAreTakenAsUtf8Bytes() {
        byte[] body = "{\"summary\":\"Stérile ✓\"}".getBytes(StandardCharsets.UTF_8);

        assertThat(WebhookSignature.of("clé-secrète-ünïcode", 1700000000L, body))
                .isEqualTo("v1=e2ef85ab8b101ee55386c5882615d34ff3cb4d322bc92676b4a4f3bdc54237a4");
    }

    @Test
    void theSameBodyAtAnotherSecondIsSignedDifferently() {
        byte[] body = "{}".getBytes(StandardCharsets.UTF_8);

        assertThat(WebhookSignature.of("whsec_a", 1700000000L, body))
                .isNotEqualTo(WebhookSignature.of("whsec_a", 1700000001L, body));
    }
}
