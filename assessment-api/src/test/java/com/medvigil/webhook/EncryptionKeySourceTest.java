package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Base64;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EncryptionKeySourceTest {

    @TempDir
    Path dir;

    private static WebhookProperties with(String key, Path file) {
        return new WebhookProperties(key, file, null, null, null, null, null, null, null, null, null, null);
    }

    @Test
    void theEmbeddedDefaultCreatesAKeyFileReadableByItsOwnerOnlyAndReusesIt() throws Exception {
        Path file = dir.resolve("data").resolve("webhook-secret.key");

        byte[] created = EncryptionKeySource.load(with(null, file), false);
        byte[] reread = EncryptionKeySource.load(with(null, file), false);

        assertThat(created).hasSize(32).isEqualTo(reread);
        assertThat(Base64.getDecoder().decode(Files.readString(file).strip())).isEqualTo(created);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
    }

    @Test
    void aKeyFileOthersCouldReadIsNarrowedToItsOwnerAndStillUsed() throws Exception {
        Path file = dir.resolve("webhook-secret.key");
        byte[] stored = new byte[32];
        stored[0] = 7;
        Files.writeString(file, Base64.getEncoder().encodeToString(stored) + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));

        byte[] key = EncryptionKeySource.load(with(null, file), false);

        assertThat(key).isEqualTo(stored);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
    }

    @Test
    void aConfiguredKeyWinsOverTheFile() {
        byte[] configured = new byte[32];
        configured[0] = 42;
        Path file = dir.resolve("unused.key");

        byte[] key = EncryptionKeySource.load(with(Base64.getEncoder().encodeToString(configured), file), true);

        assertThat(key).isEqualTo(configured);
        assertThat(file).doesNotExist();
    }

    @Test
    void aConfiguredKeyOfTheWrongSizeIsRefusedNamingTheSetting() {
        assertThatThrownBy(() -> EncryptionKeySource.load(with(Base64.getEncoder().encodeToString(new byte[16]), null), true))
                .hasMessage("medvigil.webhooks.secret-encryption-key must be 32 bytes in base64, not 16 bytes");
        assertThatThrownBy(() -> EncryptionKeySource.load(with("not base64 at all!", null), true))
                .hasMessage("medvigil.webhooks.secret-encryption-key must be 32 bytes in base64");
    }
}
