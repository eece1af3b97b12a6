package com.medvigil.model.cdshooks;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import org.hibernate.annotations.TenantId;

import com.medvigil.model.persistence.AssignedIdEntity;

/**
 * An EHR allowed to call the tenant's CDS services: the issuer ({@code iss}) of the JWTs it signs,
 * and where its public keys are, either a JWK set URL or the JWK set itself (public keys only).
 */
@Entity
@Table(name = "cds_client")
public class CdsClient extends AssignedIdEntity {

    @TenantId
    @Column(name = "tenant_id", nullable = false, updatable = false)
    private UUID tenantId;

    @Column(name = "name", nullable = false, updatable = false)
    private String name;

    @Column(name = "issuer", nullable = false, updatable = false)
    private String issuer;

    @Column(name = "jwks_url", updatable = false)
    private String jwksUrl;

    @Column(name = "jwks", updatable = false)
    private String jwks;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    protected CdsClient() {
        // for JPA
    }

    private CdsClient(UUID id, String name, String issuer, String jwksUrl, String jwks, Instant createdAt) {
        super(id);
        this.name = Objects.requireNonNull(name, "name");
        this.issuer = Objects.requireNonNull(issuer, "issuer");
        this.jwksUrl = jwksUrl;
        this.jwks = jwks;
        this.createdAt = Objects.requireNonNull(createdAt, "createdAt");
    }

    /** A client whose keys are fetched from {@code jwksUrl}. */
    public static CdsClient withKeysAt(UUID id, String name, String issuer, String jwksUrl, Instant createdAt) {
        return new CdsClient(id, name, issuer, Objects.requireNonNull(jwksUrl, "jwksUrl"), null, createdAt);
    }

    /** A client whose public JWK set ({@code jwks}, JSON) was registered with it. */
    public static CdsClient withKeys(UUID id, String name, String issuer, String jwks, Instant createdAt) {
        return new CdsClient(id, name, issuer, null, Objects.requireNonNull(jwks, "jwks"), createdAt);
    }

    public UUID getTenantId() {
        return tenantId;
    }

    public String getName() {
        return name;
    }

    public String getIssuer() {
        return issuer;
    }

    /** The JWK set URL, or null when the keys were registered inline. */
    public String getJwksUrl() {
        return jwksUrl;
    }

    /** The public JWK set as JSON, or null when the keys are fetched from {@link #getJwksUrl()}. */
    public String getJwks() {
        return jwks;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }
}
