package com.medvigil.dashboard.keys.web;

import java.util.UUID;

import com.medvigil.dashboard.web.UtcTimestamp;
import com.medvigil.model.tenant.ApiKey;

/** One key as the list shows it; never its value, which is not stored. */
public record ApiKeyRow(UUID id, String name, String prefix, UtcTimestamp created, UtcTimestamp lastUsed, UtcTimestamp revoked) {

    static ApiKeyRow of(ApiKey key) {
        return new ApiKeyRow(key.getId(), key.getName(), key.getPrefix(), UtcTimestamp.of(key.getCreatedAt()),
                UtcTimestamp.of(key.getLastUsedAt()), UtcTimestamp.of(key.getRevokedAt()));
    }

    public boolean active() {
        return revoked == null;
    }
}
