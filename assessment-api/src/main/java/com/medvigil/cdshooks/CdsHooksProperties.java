package com.medvigil.cdshooks;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code medvigil.cds-hooks.*} (docs/cds-hooks.md): how the services gather data and how CDS
 * clients' tokens are checked.
 *
 * @param fetchBudget          how long a call may spend fetching prefetch data the EHR did not send from its FHIR
 *                             server; CDS Hooks asks services to answer in about 500 ms, and a fetch that takes longer
 *                             leaves the prescriber waiting, so the default is 2 s
 * @param publicBaseUrl        the address EHRs call the service at, such as {@code https://medvigil.example.org}
 *                             (no trailing slash); a token's {@code aud} must be this followed by the path called.
 *                             Unset, the request's own URL is used, as the load balancer's X-Forwarded-* headers
 *                             describe it when it is a trusted proxy ({@code server.tomcat.remoteip.internal-proxies})
 * @param clockSkew            how far the clocks of a client and of the service may disagree on {@code exp} and {@code iat}
 * @param maxTokenLifetime     the longest a token may be valid from its {@code iat}: bounds how long replay protection
 *                             must remember a token
 * @param jwksTimeout          the time budget of one JWK set fetch, connection included
 * @param jwksCacheTtl         how long a fetched JWK set is used before it is fetched again
 * @param jwksRefreshInterval  a client's JWK set is fetched at most twice in this interval, however many unknown
 *                             {@code kid}s are presented
 * @param jwksMaxBytes         the largest JWK set document read
 */
@ConfigurationProperties("medvigil.cds-hooks")
public record CdsHooksProperties(Duration fetchBudget, String publicBaseUrl, Duration clockSkew, Duration maxTokenLifetime,
                                 Duration jwksTimeout, Duration jwksCacheTtl, Duration jwksRefreshInterval,
                                 Integer jwksMaxBytes) {

    public CdsHooksProperties {
        fetchBudget = fetchBudget == null ? Duration.ofSeconds(2) : fetchBudget;
        publicBaseUrl = publicBaseUrl == null || publicBaseUrl.isBlank() ? null : stripTrailingSlash(publicBaseUrl.strip());
        clockSkew = clockSkew == null ? Duration.ofSeconds(60) : clockSkew;
        maxTokenLifetime = maxTokenLifetime == null ? Duration.ofMinutes(60) : maxTokenLifetime;
        jwksTimeout = jwksTimeout == null ? Duration.ofSeconds(5) : jwksTimeout;
        jwksCacheTtl = jwksCacheTtl == null ? Duration.ofMinutes(5) : jwksCacheTtl;
        jwksRefreshInterval = jwksRefreshInterval == null ? Duration.ofSeconds(30) : jwksRefreshInterval;
        jwksMaxBytes = jwksMaxBytes == null ? 64 * 1024 : jwksMaxBytes;
        if (clockSkew.isNegative() || clockSkew.compareTo(Duration.ofMinutes(5)) > 0) {
            throw new IllegalArgumentException("medvigil.cds-hooks.clock-skew must be from 0 to 5 minutes");
        }
        for (Duration positive : new Duration[] {fetchBudget, maxTokenLifetime, jwksTimeout, jwksCacheTtl, jwksRefreshInterval}) {
            if (positive.isNegative() || positive.isZero()) {
                throw new IllegalArgumentException("medvigil.cds-hooks durations must be positive");
            }
        }
        if (jwksMaxBytes < 1024) {
            throw new IllegalArgumentException("medvigil.cds-hooks.jwks-max-bytes must be at least 1024");
        }
    }

    private static String stripTrailingSlash(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}
