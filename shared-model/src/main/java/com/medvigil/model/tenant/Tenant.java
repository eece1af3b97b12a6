package com.medvigil.model.tenant;

import java.time.Instant;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import com.medvigil.model.persistence.AssignedIdEntity;

/** A registered customer. Not itself tenant-scoped: it is the registry of tenants. */
@Entity
@Table(name = "tenant")
public class Tenant extends AssignedIdEntity {

    @Column(name = "name", nullable = false)
    private String name;

    @Column(name = "code", nullable = false, updatable = false)
    private String code;

    /** Overrides the service-wide default when set. */
    @Column(name = "rate_limit_per_minute")
    private Integer rateLimitPerMinute;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    protected Tenant() {
        // for JPA
    }

    public Tenant(UUID id, TenantName name, TenantCode code, Instant createdAt) {
        super(id);
        this.name = name.value();
        this.code = code.value();
        this.createdAt = createdAt;
    }

    public String getName() {
        return name;
    }

    public String getCode() {
        return code;
    }

    public Integer getRateLimitPerMinute() {
        return rateLimitPerMinute;
    }

    public void setRateLimitPerMinute(Integer rateLimitPerMinute) {
        this.rateLimitPerMinute = rateLimitPerMinute;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }
}
