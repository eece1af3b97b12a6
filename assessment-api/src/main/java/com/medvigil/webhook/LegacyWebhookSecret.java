package com.medvigil.webhook;

import com.medvigil.model.error.InvalidFieldException;

/**
 * The secret a tenant chooses for its legacy webhook configuration: at least 8 characters (the
 * unlabeled 8 of spec 2.6, per DECISIONS) and at most 256, used exactly as given.
 */
public record LegacyWebhookSecret(String value) {

    public static final int MIN_LENGTH = 8;
    public static final int MAX_LENGTH = 256;

    public LegacyWebhookSecret {
        if (value == null) {
            throw new InvalidFieldException("webhookSecret", "is required");
        }
        if (value.length() < MIN_LENGTH) {
            throw new InvalidFieldException("webhookSecret", "must be at least " + MIN_LENGTH + " characters long");
        }
        if (value.length() > MAX_LENGTH) {
            throw new InvalidFieldException("webhookSecret", "must be at most " + MAX_LENGTH + " characters long");
        }
        if (value.isBlank()) {
            throw new InvalidFieldException("webhookSecret", "must not be blank");
        }
    }

    @Override
    public String toString() {
        return "LegacyWebhookSecret[...]";
    }
}
