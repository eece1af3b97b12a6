package com.medvigil.model.patient;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import org.hibernate.annotations.TenantId;

import com.medvigil.model.persistence.AssignedIdEntity;

/**
 * A medication the patient takes (or recently stopped, with an end date), as one FHIR
 * MedicationStatement or MedicationRequest ({@code sourceType}) reports it: an input of every
 * assessment of that patient. Its id is derived from the source resource, so re-sending it updates
 * the row and one that stops being an input removes it.
 */
@Entity
@Table(name = "active_medication")
public class ActiveMedication extends AssignedIdEntity {

    public static final String STATEMENT = "MedicationStatement";
    public static final String REQUEST = "MedicationRequest";

    @TenantId
    @Column(name = "tenant_id", nullable = false, updatable = false)
    private UUID tenantId;

    @Column(name = "patient_id", nullable = false)
    private UUID patientId;

    @Column(name = "source_type", nullable = false, updatable = false)
    private String sourceType;

    /** The id of the source resource (the column predates MedicationRequests as inputs). */
    @Column(name = "statement_id", nullable = false, updatable = false)
    private String statementId;

    @Column(name = "name", nullable = false)
    private String name;

    @Column(name = "rxnorm_code")
    private String rxNormCode;

    @Column(name = "status", nullable = false)
    private String status;

    @Column(name = "recognized", nullable = false)
    private boolean recognized;

    @Column(name = "dose_value")
    private BigDecimal doseValue;

    @Column(name = "dose_unit")
    private String doseUnit;

    @Column(name = "frequency")
    private String frequency;

    @Column(name = "route")
    private String route;

    @Column(name = "dosage_text")
    private String dosageText;

    @Column(name = "effective_start")
    private String effectiveStart;

    @Column(name = "effective_end")
    private String effectiveEnd;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    protected ActiveMedication() {
        // for JPA
    }

    ActiveMedication(UUID id, String sourceType, String statementId) {
        super(id);
        this.sourceType = sourceType;
        this.statementId = statementId;
    }

    /**
     * The row id of a source resource: stable per tenant, type and id. A statement's id is the one
     * rows had before requests were inputs, so existing rows keep theirs.
     */
    public static UUID idFor(UUID tenantId, String sourceType, String resourceId) {
        String kind = STATEMENT.equals(sourceType) ? "medication-statement" : "medication-request";
        return UUID.nameUUIDFromBytes(("medvigil:" + kind + ":" + tenantId + ":" + resourceId)
                .getBytes(StandardCharsets.UTF_8));
    }

    /** A new row for a resource seen for the first time; {@link #record} fills it. */
    public static ActiveMedication forSource(UUID tenantId, String sourceType, String resourceId) {
        if (!STATEMENT.equals(sourceType) && !REQUEST.equals(sourceType)) {
            throw new IllegalArgumentException("Not a medication source: " + sourceType);
        }
        return new ActiveMedication(idFor(tenantId, sourceType, resourceId), sourceType, resourceId);
    }

    /** The FHIR reference of the source resource ("MedicationRequest/123"). */
    public String reference() {
        return sourceType + "/" + statementId;
    }

    /** Takes what the latest copy of the statement says. */
    public void record(UUID patientId, MedicationUse use, Instant now) {
        this.patientId = patientId;
        this.name = use.name();
        this.rxNormCode = use.rxNormCode();
        this.status = use.status();
        this.recognized = use.recognized();
        this.doseValue = use.doseValue();
        this.doseUnit = use.doseUnit();
        this.frequency = use.frequency();
        this.route = use.route();
        this.dosageText = use.dosageText();
        this.effectiveStart = use.effectiveStart();
        this.effectiveEnd = use.effectiveEnd();
        this.updatedAt = now;
    }

    public UUID getPatientId() {
        return patientId;
    }

    public String getStatementId() {
        return statementId;
    }

    public MedicationUse use() {
        return new MedicationUse(name, rxNormCode, status, recognized, doseValue, doseUnit, frequency, route,
                dosageText, effectiveStart, effectiveEnd);
    }

    public Instant getUpdatedAt() {
        return updatedAt;
    }
}
