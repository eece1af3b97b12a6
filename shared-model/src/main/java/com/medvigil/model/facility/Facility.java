package com.medvigil.model.facility;

import java.time.Instant;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import org.hibernate.annotations.TenantId;

import com.medvigil.model.persistence.AssignedIdEntity;

/** A site of the tenant. The oldest active, FHIR-enabled one is the tenant's default facility. */
@Entity
@Table(name = "facility")
public class Facility extends AssignedIdEntity {

    @TenantId
    @Column(name = "tenant_id", nullable = false, updatable = false)
    private UUID tenantId;

    @Column(name = "name", nullable = false)
    private String name;

    @Column(name = "external_id")
    private String externalId;

    @Column(name = "active", nullable = false)
    private boolean active;

    @Column(name = "fhir_enabled", nullable = false)
    private boolean fhirEnabled;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    protected Facility() {
        // for JPA
    }

    public Facility(NewFacility facility, Instant now) {
        super(UUID.randomUUID());
        this.name = facility.name();
        this.externalId = facility.externalId();
        this.active = facility.active();
        this.fhirEnabled = facility.fhirEnabled();
        this.createdAt = now;
        this.updatedAt = now;
    }

    /** Applies the fields the change carries; absent ones keep their value. */
    public void apply(FacilityChanges changes, Instant now) {
        if (changes.name() != null) {
            name = changes.name();
        }
        if (changes.externalId() != null) {
            externalId = changes.externalId();
        }
        if (changes.active() != null) {
            active = changes.active();
        }
        if (changes.fhirEnabled() != null) {
            fhirEnabled = changes.fhirEnabled();
        }
        updatedAt = now;
    }

    public String getName() {
        return name;
    }

    public String getExternalId() {
        return externalId;
    }

    public boolean isActive() {
        return active;
    }

    public boolean isFhirEnabled() {
        return fhirEnabled;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public Instant getUpdatedAt() {
        return updatedAt;
    }
}
