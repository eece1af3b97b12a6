package com.medvigil.model.tenant;

import java.time.Instant;
import java.util.UUID;

/** A valid, unrevoked key as the request pipeline needs it: whose it is, its rate limit, when last used. */
public record AuthenticatedKey(UUID keyId, UUID tenantId, String tenantCode, Integer tenantRateLimitPerMinute,
                               Instant lastUsedAt) {
}
