package com.medvigil.cdshooks;

import java.util.Objects;
import java.util.UUID;

/**
 * Who called a CDS service endpoint: a registered CDS client (by its signed JWT), or, for
 * testing, an API key of the tenant. Exactly one of {@code cdsClientId} and {@code apiKeyId} is set.
 *
 * @param cdsClientName the client's registered name, for people (null for an API key)
 */
public record CdsCaller(UUID tenantId, UUID cdsClientId, String cdsClientName, UUID apiKeyId) {

    public CdsCaller {
        Objects.requireNonNull(tenantId, "tenantId");
        if ((cdsClientId == null) == (apiKeyId == null)) {
            throw new IllegalArgumentException("A CDS caller is a CDS client or an API key");
        }
    }

    public static CdsCaller client(UUID tenantId, UUID cdsClientId, String cdsClientName) {
        return new CdsCaller(tenantId, cdsClientId, cdsClientName, null);
    }

    public static CdsCaller apiKey(UUID tenantId, UUID apiKeyId) {
        return new CdsCaller(tenantId, null, null, apiKeyId);
    }

    public boolean isCdsClient() {
        return cdsClientId != null;
    }
}
