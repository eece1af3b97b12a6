package com.medvigil.model.patient;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;

import org.hibernate.annotations.TenantId;

import com.medvigil.model.persistence.AssignedKeyEntity;

/**
 * A patient of the tenant (spec 2.3). The id is the patientId. A stub is a profile that a FHIR
 * reference called for before anything was known of the patient; it stays a stub until a FHIR
 * Patient or a profile call says who the patient is.
 */
@Entity
@Table(name = "patient")
@IdClass(PatientKey.class)
public class PatientProfile extends AssignedKeyEntity<PatientKey> {

    /**
     * The tenant is part of the key: clients choose patientIds, two tenants may choose the same
     * one, and Hibernate names a row in updates and deletes by its key alone.
     */
    @Id
    @Column(name = "tenant_id", nullable = false, updatable = false)
    private UUID tenantId;

    @Id
    @Column(name = "id", nullable = false, updatable = false)
    private UUID patientId;

    /**
     * The same column again, for Hibernate's tenant filter on every query (Hibernate 6.6 accepts
     * {@code @TenantId} on no part of a key). It checks on insert that the key's tenant is the
     * open scope's.
     */
    @TenantId
    @Column(name = "tenant_id", insertable = false, updatable = false)
    private UUID scopeTenantId;

    @Column(name = "fhir_id", nullable = false, updatable = false)
    private String fhirId;

    @Column(name = "external_id")
    private String externalId;

    @Embedded
    private Demographics demographics;

    @Enumerated(EnumType.STRING)
    @Column(name = "reproductive_status")
    private ReproductiveStatus reproductiveStatus;

    /** Kept as the JSON the caller sent: its inner structure is not part of the contract. */
    @Column(name = "hormonal_therapies")
    private String hormonalTherapiesJson;

    @Column(name = "stub", nullable = false)
    private boolean stub;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    protected PatientProfile() {
        // for JPA
    }

    private PatientProfile(PatientKey key, String fhirId, boolean stub, Instant now) {
        this.tenantId = Objects.requireNonNull(key.tenantId(), "tenantId");
        this.patientId = Objects.requireNonNull(key.patientId(), "patientId");
        this.fhirId = fhirId;
        this.stub = stub;
        this.createdAt = now;
        this.updatedAt = now;
    }

    /** A profile created with what the caller knows; its FHIR id is its patientId. */
    public static PatientProfile create(PatientKey key, PatientDetails details, Instant now) {
        PatientProfile profile = new PatientProfile(key, key.patientId().toString(), false, now);
        profile.update(details, now);
        return profile;
    }

    /** The profile of a FHIR Patient seen for the first time. */
    public static PatientProfile fromFhir(PatientKey key, String fhirId, PatientDetails details, Instant now) {
        PatientProfile profile = new PatientProfile(key, fhirId, false, now);
        profile.update(details, now);
        return profile;
    }

    /**
     * A stub for a patient that a FHIR resource references but nobody has described yet (spec 2.7
     * rule 1). It carries only an externalId (rule 4) and no demographics: a stub is only ever
     * created, never applied to an existing profile, so it cannot overwrite anything (rule 3).
     */
    public static PatientProfile stub(PatientKey key, String fhirId, String externalId, Instant now) {
        PatientProfile profile = new PatientProfile(key, fhirId, true, now);
        profile.externalId = externalId;
        return profile;
    }

    /**
     * A profile as a row read in SQL holds it ({@link PatientProfileRows}): stored, not managed by
     * Hibernate, so {@code save} merges it rather than inserting it.
     */
    static PatientProfile restored(PatientKey key, String fhirId, String externalId, Demographics demographics,
                                   ReproductiveStatus reproductiveStatus, String hormonalTherapiesJson, boolean stub,
                                   Instant createdAt, Instant updatedAt) {
        PatientProfile profile = new PatientProfile(key, fhirId, stub, createdAt);
        profile.scopeTenantId = key.tenantId();
        profile.externalId = externalId;
        profile.demographics = demographics;
        profile.reproductiveStatus = reproductiveStatus;
        profile.hormonalTherapiesJson = hormonalTherapiesJson;
        profile.updatedAt = updatedAt;
        profile.markStored();
        return profile;
    }

    /**
     * Applies what the caller says: a profile call, an assessment's patient block, or a FHIR Patient
     * enriching a stub (rule 2). A null field keeps the stored value; a stub stops being one.
     * Answers whether anything changed.
     */
    public boolean update(PatientDetails details, Instant now) {
        String newExternalId = details.externalId() != null ? details.externalId() : externalId;
        Demographics newDemographics = details.demographics() != null
                ? details.demographics().over(demographics) : demographics;
        ReproductiveStatus newReproductiveStatus = details.reproductiveStatus() != null
                ? details.reproductiveStatus() : reproductiveStatus;
        String newHormonalTherapies = details.hormonalTherapiesJson() != null
                ? details.hormonalTherapiesJson() : hormonalTherapiesJson;
        // updatedAt says when the profile last changed: a call that repeats what is known (each CDS
        // Hooks call carries the patient) neither moves it nor costs a write.
        boolean changes = stub || !Objects.equals(newExternalId, externalId)
                || !Objects.equals(newDemographics, demographics) || newReproductiveStatus != reproductiveStatus
                || !Objects.equals(newHormonalTherapies, hormonalTherapiesJson);
        if (changes) {
            externalId = newExternalId;
            demographics = newDemographics;
            reproductiveStatus = newReproductiveStatus;
            hormonalTherapiesJson = newHormonalTherapies;
            stub = false;
            updatedAt = now;
        }
        return changes;
    }

    public UUID getPatientId() {
        return patientId;
    }

    @Override
    public PatientKey getId() {
        return new PatientKey(tenantId, patientId);
    }

    public String getFhirId() {
        return fhirId;
    }

    public String getExternalId() {
        return externalId;
    }

    /** Never null: a profile without any demographics answers {@link Demographics#NONE}. */
    public Demographics getDemographics() {
        return demographics == null ? Demographics.NONE : demographics;
    }

    public ReproductiveStatus getReproductiveStatus() {
        return reproductiveStatus;
    }

    public String getHormonalTherapiesJson() {
        return hormonalTherapiesJson;
    }

    public boolean isStub() {
        return stub;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public Instant getUpdatedAt() {
        return updatedAt;
    }
}
