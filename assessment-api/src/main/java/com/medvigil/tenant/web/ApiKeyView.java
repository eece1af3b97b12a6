package com.medvigil.tenant.web;

import java.time.Instant;
import java.util.UUID;

import com.medvigil.model.tenant.ApiKey;

/** How a key is shown: everything but its secret. */
record ApiKeyView(UUID id, String name, String prefix, Instant createdAt, Instant lastUsedAt, Instant revokedAt) {

    static ApiKeyView of(ApiKey key) {
        return new ApiKeyView(key.getId(), key.getName(), key.getPrefix(), key.getCreatedAt(), key.getLastUsedAt(),
                key.getRevokedAt());
    }
}
