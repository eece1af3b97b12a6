package com.medvigil.model.tenant;

import java.time.Instant;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import org.hibernate.annotations.TenantId;

import com.medvigil.model.persistence.AssignedIdEntity;

/** A named credential of a tenant. Only the hash of its secret is kept. */
@Entity
@Table(name = "api_key")
public class ApiKey extends AssignedIdEntity {

    @TenantId
    @Column(name = "tenant_id", nullable = false, updatable = false)
    private UUID tenantId;

    @Column(name = "name", nullable = false, updatable = false)
    private String name;

    @Column(name = "prefix", nullable = false, updatable = false)
    private String prefix;

    @Column(name = "secret_hash", nullable = false, updatable = false)
    private String secretHash;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Column(name = "last_used_at")
    private Instant lastUsedAt;

    @Column(name = "revoked_at")
    private Instant revokedAt;

    protected ApiKey() {
        // for JPA
    }

    public ApiKey(ApiKeyName name, ApiKeySecret secret, Instant createdAt) {
        super(UUID.randomUUID());
        this.name = name.value();
        this.prefix = secret.displayPrefix();
        this.secretHash = secret.hash();
        this.createdAt = createdAt;
    }

    /** Revoking twice keeps the first revocation time. */
    public void revoke(Instant at) {
        if (revokedAt == null) {
            revokedAt = at;
        }
    }

    public boolean isRevoked() {
        return revokedAt != null;
    }

    public UUID getTenantId() {
        return tenantId;
    }

    public String getName() {
        return name;
    }

    public String getPrefix() {
        return prefix;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public Instant getLastUsedAt() {
        return lastUsedAt;
    }

    public Instant getRevokedAt() {
        return revokedAt;
    }
}
