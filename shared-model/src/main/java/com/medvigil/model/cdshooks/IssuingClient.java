package com.medvigil.model.cdshooks;

import java.util.UUID;

/**
 * A CDS client as the check of its tokens needs it, found by its issuer in one query: where its
 * keys are, and its tenant's own rate limit (null for the configured default).
 *
 * @param jwksUrl the JWK set URL, or null when {@code jwks} holds the keys
 * @param jwks    the public JWK set as JSON, or null when the keys are at {@code jwksUrl}
 */
public record IssuingClient(UUID id, UUID tenantId, String name, String issuer, String jwksUrl, String jwks,
                            Integer tenantRateLimitPerMinute) {
}
