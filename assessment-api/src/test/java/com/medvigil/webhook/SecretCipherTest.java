package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.UUID;

import org.junit.jupiter.api.Test;

class SecretCipherTest {

    static byte[] key(int fill) {
        byte[] key = new byte[32];
        Arrays.fill(key, (byte) fill);
        return key;
    }

    final SecretCipher cipher = new SecretCipher(key(7));
    final UUID webhookId = UUID.randomUUID();

    @Test
    void aSecretComesBackAsItWent() {
        String secret = WebhookSecret.generate(new SecureRandom()).value();

        assertThat(cipher.decrypt(cipher.encrypt(secret, webhookId), webhookId)).isEqualTo(secret);
        assertThat(cipher.decrypt(cipher.encrypt("clé ✓ 8+chars", webhookId), webhookId)).isEqualTo("clé ✓ 8+chars");
    }

    @Test
    void theStoredFormNeitherContainsTheSecretNorRepeatsItself() {
        String secret = "whsec_" + "A".repeat(43);

        String first = cipher.encrypt(secret, webhookId);
        String second = cipher.encrypt(secret, webhookId);

        assertThat(first).startsWith("v1." + cipher.keyId() + ".").doesNotContain("AAAA").isNotEqualTo(second);
    }

    @Test
    void aCiphertextMovedToAnotherWebhookDoesNotDecrypt() {
        String stored = cipher.encrypt("whsec_moved", webhookId);

        assertThatThrownBy(() -> cipher.decrypt(stored, UUID.randomUUID()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("altered or belongs to another webhook");
    }

    @Test
    void anAlteredCiphertextDoesNotDecrypt() {
        String stored = cipher.encrypt("whsec_altered", webhookId);
        // Flip one bit of the encrypted bytes themselves (changing a base64 character could touch
        // padding bits only and change nothing).
        int body = stored.lastIndexOf('.') + 1;
        byte[] bytes = Base64.getUrlDecoder().decode(stored.substring(body));
        bytes[bytes.length / 2] ^= 0x01;
        String altered = stored.substring(0, body) + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);

        assertThatThrownBy(() -> cipher.decrypt(altered, webhookId)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("does not decrypt");
    }

    @Test
    void aSecretStoredWithAnotherKeyIsReportedAsSuch() {
        String stored = new SecretCipher(key(9)).encrypt("whsec_other", webhookId);

        assertThatThrownBy(() -> cipher.decrypt(stored, webhookId))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("was encrypted with key")
                .hasMessageContaining("medvigil.webhooks.secret-encryption-key");
    }

    @Test
    void onlyA256BitKeyIsAccepted() {
        assertThatThrownBy(() -> new SecretCipher(new byte[16])).hasMessageContaining("must be 32 bytes");
    }

    @Test
    void aGeneratedSecretHas256RandomBitsBehindItsPrefix() {
        WebhookSecret secret = WebhookSecret.generate(new SecureRandom());

        assertThat(secret.value()).matches("whsec_[A-Za-z0-9_-]{43}");
        assertThat(Base64.getUrlDecoder().decode(secret.value().substring(6))).hasSize(32);
        assertThat(secret.toString()).doesNotContain(secret.value().substring(6));
    }
}
