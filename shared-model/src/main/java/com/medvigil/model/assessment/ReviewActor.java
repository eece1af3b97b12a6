package com.medvigil.model.assessment;

import java.util.UUID;

/** Who changed a review status: an API key, or an administrator signed in to the dashboard. */
public record ReviewActor(UUID apiKeyId, String adminEmail) {

    public static ReviewActor apiKey(UUID apiKeyId) {
        return new ReviewActor(apiKeyId, null);
    }

    public static ReviewActor dashboardAdmin(String adminEmail) {
        return new ReviewActor(null, adminEmail);
    }
}
