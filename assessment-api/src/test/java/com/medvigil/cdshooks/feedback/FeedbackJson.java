package com.medvigil.cdshooks.feedback;

import java.util.UUID;

/** Feedback bodies as an EHR writes them (CDS Hooks 2.0, "Feedback"). */
public final class FeedbackJson {

    public static final String SYSTEM = "https://medvigil.com/fhir/CodeSystem/cds-override-reason";
    public static final String TIMESTAMP = "2026-01-05T10:15:00Z";

    private FeedbackJson() {
    }

    public static String of(String... entries) {
        return "{\"feedback\": [" + String.join(", ", entries) + "]}";
    }

    public static String accepted(UUID card) {
        return "{\"card\": \"" + card + "\", \"outcome\": \"accepted\", \"acceptedSuggestions\": [{\"id\": \"remove-draft\"}],"
                + " \"outcomeTimestamp\": \"" + TIMESTAMP + "\"}";
    }

    public static String overridden(UUID card, String reasonCode) {
        return overridden(card, reasonCode, TIMESTAMP);
    }

    public static String overridden(UUID card, String reasonCode, String timestamp) {
        String reason = reasonCode == null ? "" : ", \"overrideReason\": {\"reason\": {\"code\": \"" + reasonCode
                + "\", \"system\": \"" + SYSTEM + "\"}, \"userComment\": \"Stable on both for a year.\"}";
        return "{\"card\": \"" + card + "\", \"outcome\": \"overridden\"" + reason + ", \"outcomeTimestamp\": \"" + timestamp + "\"}";
    }
}
