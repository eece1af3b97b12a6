package com.medvigil.webhook;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.UUID;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Encrypts webhook secrets for storage with AES-256-GCM. The service must sign with a secret, so
 * it cannot keep only a hash; a database dump alone reveals no secret. Each ciphertext is bound
 * to its webhook's id (as associated data), so one cannot be copied onto another webhook, and
 * names the key it was made with, so a wrong key is reported as such rather than as garbage.
 */
class SecretCipher {

    static final int KEY_BYTES = 32;
    private static final String FORMAT = "v1";
    private static final int NONCE_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODER = Base64.getUrlDecoder();

    private final SecretKey key;
    private final String keyId;
    private final SecureRandom random = new SecureRandom();

    SecretCipher(byte[] keyBytes) {
        if (keyBytes.length != KEY_BYTES) {
            throw new IllegalArgumentException("The webhook secret encryption key must be " + KEY_BYTES + " bytes, not "
                    + keyBytes.length);
        }
        this.key = new SecretKeySpec(keyBytes, "AES");
        this.keyId = idOf(keyBytes);
    }

    /** {@code v1.<key id>.<base64url of nonce, ciphertext and tag>} */
    public String encrypt(String secret, UUID webhookId) {
        byte[] nonce = new byte[NONCE_BYTES];
        random.nextBytes(nonce);
        try {
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, nonce));
            cipher.updateAAD(associatedData(webhookId));
            byte[] sealed = cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8));
            byte[] stored = ByteBuffer.allocate(nonce.length + sealed.length).put(nonce).put(sealed).array();
            return FORMAT + "." + keyId + "." + ENCODER.encodeToString(stored);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM is available in every Java runtime", e);
        }
    }

    public String decrypt(String ciphertext, UUID webhookId) {
        String[] parts = ciphertext.split("\\.");
        if (parts.length != 3 || !FORMAT.equals(parts[0])) {
            throw new IllegalStateException("The secret of webhook " + webhookId + " is not in a known stored format");
        }
        if (!keyId.equals(parts[1])) {
            throw new IllegalStateException("The secret of webhook " + webhookId + " was encrypted with key " + parts[1]
                    + ", but this service has key " + keyId + ": configure medvigil.webhooks.secret-encryption-key"
                    + " with the key the secrets were stored with");
        }
        byte[] stored = DECODER.decode(parts[2]);
        try {
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, stored, 0, NONCE_BYTES));
            cipher.updateAAD(associatedData(webhookId));
            byte[] secret = cipher.doFinal(stored, NONCE_BYTES, stored.length - NONCE_BYTES);
            return new String(secret, StandardCharsets.UTF_8);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("The secret of webhook " + webhookId + " does not decrypt: it was altered or"
                    + " belongs to another webhook", e);
        }
    }

    /** A short public name of the key (the start of its SHA-256), never the key itself. */
    public String keyId() {
        return keyId;
    }

    private static byte[] associatedData(UUID webhookId) {
        return webhookId.toString().getBytes(StandardCharsets.US_ASCII);
    }

    private static String idOf(byte[] keyBytes) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(keyBytes);
            return HexFormat.of().formatHex(digest, 0, 4);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Every Java runtime provides SHA-256", e);
        }
    }
}
