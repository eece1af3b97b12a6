package com.medvigil.webhook;

import com.medvigil.model.error.InvalidFieldException;

/** What the tenant calls a webhook ("EHR inbox"): 1 to 100 characters (DECISIONS). */
public record WebhookName(String value) {

    public static final int MAX_LENGTH = 100;

    public WebhookName {
        if (value == null || value.isBlank()) {
            throw new InvalidFieldException("name", "is required");
        }
        value = value.strip();
        if (value.length() > MAX_LENGTH) {
            throw new InvalidFieldException("name", "must be at most " + MAX_LENGTH + " characters long");
        }
    }
}
