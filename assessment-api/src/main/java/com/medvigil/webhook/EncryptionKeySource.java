package com.medvigil.webhook;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Set;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds the key that encrypts webhook secrets: the configured one, else the embedded default's
 * key file, which is created with a fresh random key on first start (readable by its owner only).
 */
final class EncryptionKeySource {

    private static final Logger log = LoggerFactory.getLogger(EncryptionKeySource.class);

    private EncryptionKeySource() {
    }

    static byte[] load(WebhookProperties properties, boolean sharedDatabase) {
        if (properties.secretEncryptionKey() != null) {
            return decode(properties.secretEncryptionKey(), "medvigil.webhooks.secret-encryption-key");
        }
        Path file = properties.secretEncryptionKeyFile().toAbsolutePath().normalize();
        if (sharedDatabase) {
            // Replicas each creating a key of their own could not read one another's secrets.
            log.warn("medvigil.webhooks.secret-encryption-key is not set: webhook secrets are encrypted with the key in {}."
                    + " Replicas sharing this database must share one key; set the property on every replica.", file);
        }
        if (Files.exists(file)) {
            readableByOwnerOnly(file);
            return read(file);
        }
        return createOrRead(file);
    }

    private static byte[] createOrRead(Path file) {
        byte[] key = new byte[SecretCipher.KEY_BYTES];
        new SecureRandom().nextBytes(key);
        try {
            Files.createDirectories(file.getParent());
            createReadableByOwnerOnly(file);
            Files.writeString(file, Base64.getEncoder().encodeToString(key) + "\n", StandardCharsets.US_ASCII,
                    StandardOpenOption.WRITE);
            log.info("Created the webhook secret encryption key in {}. Back it up, but never beside the database:"
                    + " a copy of the database and this file together makes every webhook secret readable", file);
            return key;
        } catch (FileAlreadyExistsException raceLost) {
            // Another instance on this machine created it first: use theirs.
            return read(file);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create the webhook secret encryption key file " + file
                    + "; set medvigil.webhooks.secret-encryption-key instead", e);
        }
    }

    private static byte[] read(Path file) {
        try {
            return decode(Files.readString(file, StandardCharsets.US_ASCII).strip(), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the webhook secret encryption key file " + file, e);
        }
    }

    private static byte[] decode(String base64, String source) {
        byte[] key;
        try {
            key = Base64.getDecoder().decode(base64);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(source + " must be " + SecretCipher.KEY_BYTES + " bytes in base64", e);
        }
        if (key.length != SecretCipher.KEY_BYTES) {
            throw new IllegalArgumentException(source + " must be " + SecretCipher.KEY_BYTES + " bytes in base64, not "
                    + key.length + " bytes");
        }
        return key;
    }

    /** A key file of an earlier version, or copied in by hand, that others could read is narrowed to its owner. */
    private static void readableByOwnerOnly(Path file) {
        if (!file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            return;
        }
        Set<PosixFilePermission> ownerOnly = PosixFilePermissions.fromString("rw-------");
        try {
            Set<PosixFilePermission> current = Files.getPosixFilePermissions(file);
            if (!ownerOnly.containsAll(current)) {
                Files.setPosixFilePermissions(file, ownerOnly);
                log.info("Made the webhook secret encryption key file {} readable by its owner only (was {})", file,
                        PosixFilePermissions.toString(current));
            }
        } catch (IOException e) {
            log.warn("Could not make the webhook secret encryption key file {} readable by its owner only: {}", file,
                    e.toString());
        }
    }

    /** Created with its permissions, so that the key is never readable by others, not even for a moment. */
    private static void createReadableByOwnerOnly(Path file) throws IOException {
        if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } else {
            Files.createFile(file);
            file.toFile().setReadable(false, false);
            file.toFile().setReadable(true, true);
        }
    }
}
