package com.medvigil.model.tenant;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;

import org.junit.jupiter.api.Test;

class ApiKeySecretTest {

    private final SecureRandom random = new SecureRandom();

    @Test
    void aSecretHas256RandomBitsBehindAReadablePrefix() {
        ApiKeySecret secret = ApiKeySecret.generate(random);

        assertThat(secret.value()).matches("mvk_[A-Za-z0-9_-]{43}");
        assertThat(ApiKeySecret.hasKeyShape(secret.value())).isTrue();
        assertThat(ApiKeySecret.generate(random).value()).isNotEqualTo(secret.value());
    }

    @Test
    void theStoredHashIsSha256HexAndNeverTheSecret() {
        ApiKeySecret secret = ApiKeySecret.generate(random);

        assertThat(secret.hash()).matches("[0-9a-f]{64}").doesNotContain(secret.value().substring(4));
        assertThat(secret.hash()).isEqualTo(ApiKeySecret.hashOf(secret.value()));
    }

    @Test
    void printingASecretShowsOnlyItsPrefix() {
        ApiKeySecret secret = ApiKeySecret.generate(random);

        assertThat(secret.toString()).contains(secret.displayPrefix()).doesNotContain(secret.value());
    }

    @Test
    void valuesOfAnotherShapeAreNotKeys() {
        assertThat(ApiKeySecret.hasKeyShape(null)).isFalse();
        assertThat(ApiKeySecret.hasKeyShape("hunter2")).isFalse();
        assertThat(ApiKeySecret.hasKeyShape("mvk_" + "a".repeat(42))).isFalse();
        assertThat(ApiKeySecret.hasKeyShape("mvk_" + "a".repeat(42) + "'")).isFalse();
    }
}
