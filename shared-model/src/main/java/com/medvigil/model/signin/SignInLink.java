package com.medvigil.model.signin;

import java.time.Instant;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import com.medvigil.model.persistence.AssignedIdEntity;
import com.medvigil.model.tenant.AdminEmail;

/**
 * A sign-in link mailed to an administrator's address. Not tenant-scoped: the address may
 * administer several tenants, and the person picks one when using the link.
 */
@Entity
@Table(name = "dashboard_sign_in_link")
public class SignInLink extends AssignedIdEntity {

    @Column(name = "token_hash", nullable = false, updatable = false)
    private String tokenHash;

    @Column(name = "email", nullable = false, updatable = false)
    private String email;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Column(name = "expires_at", nullable = false, updatable = false)
    private Instant expiresAt;

    @Column(name = "used_at")
    private Instant usedAt;

    protected SignInLink() {
        // for JPA
    }

    public SignInLink(String tokenHash, AdminEmail email, Instant createdAt, Instant expiresAt) {
        super(UUID.randomUUID());
        this.tokenHash = tokenHash;
        this.email = email.value();
        this.createdAt = createdAt;
        this.expiresAt = expiresAt;
    }

    /** Unused and not yet expired. Redeeming still has to win the conditional update. */
    public boolean isUsableAt(Instant now) {
        return usedAt == null && now.isBefore(expiresAt);
    }

    public String getEmail() {
        return email;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public Instant getExpiresAt() {
        return expiresAt;
    }

    public Instant getUsedAt() {
        return usedAt;
    }
}
