package com.medvigil.tenant.auth;

import java.util.UUID;

/**
 * An authenticated caller with a rate limit of its own: an API key, or a CDS client. The rate
 * limit filter draws from the caller's bucket, at the tenant's limit when the tenant has one.
 */
public interface RateLimitedAuthentication {

    /** The bucket's name, unique to the caller, such as {@code key:<id>}. */
    String rateLimitBucket();

    /** What kind of caller it is, for metrics: {@code api_key}, {@code cds_client}. */
    String rateLimitKind();

    UUID tenantId();

    /** The tenant's own limit per minute, or null for the configured default. */
    Integer tenantRateLimitPerMinute();
}
