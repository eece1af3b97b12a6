package com.medvigil.tenant.ratelimit;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Requests per minute per API key (a tenant's own setting overrides it), and registrations per
 * minute per client address.
 */
@ConfigurationProperties("medvigil.rate-limit")
public record RateLimitProperties(Integer requestsPerMinute, Integer registrationsPerMinute) {

    public RateLimitProperties {
        requestsPerMinute = requestsPerMinute == null ? 100 : requestsPerMinute;
        registrationsPerMinute = registrationsPerMinute == null ? 30 : registrationsPerMinute;
        if (requestsPerMinute < 1 || registrationsPerMinute < 1) {
            throw new IllegalArgumentException("medvigil.rate-limit values must be at least 1 per minute");
        }
    }
}
