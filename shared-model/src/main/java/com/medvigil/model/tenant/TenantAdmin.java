package com.medvigil.model.tenant;

import java.time.Instant;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import org.hibernate.annotations.TenantId;

import com.medvigil.model.persistence.AssignedIdEntity;

/** A person who may sign in to the tenant's dashboard. */
@Entity
@Table(name = "tenant_admin")
public class TenantAdmin extends AssignedIdEntity {

    @TenantId
    @Column(name = "tenant_id", nullable = false, updatable = false)
    private UUID tenantId;

    @Column(name = "email", nullable = false, updatable = false)
    private String email;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    protected TenantAdmin() {
        // for JPA
    }

    public TenantAdmin(AdminEmail email, Instant createdAt) {
        super(UUID.randomUUID());
        this.email = email.value();
        this.createdAt = createdAt;
    }

    public UUID getTenantId() {
        return tenantId;
    }

    public String getEmail() {
        return email;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }
}
