package com.medvigil.model.cdshooks;

import java.time.Instant;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Table;

import org.hibernate.annotations.TenantId;

import com.medvigil.model.persistence.AssignedIdEntity;

/**
 * A card MedVigil showed to a prescriber through a CDS Hooks service, with the latest feedback
 * about it. Its id is the card's {@code uuid}, made by the service.
 */
@Entity
@Table(name = "cds_card")
public class ShownCard extends AssignedIdEntity {

    @TenantId
    @Column(name = "tenant_id", nullable = false, updatable = false)
    private UUID tenantId;

    @Column(name = "assessment_id", nullable = false, updatable = false)
    private UUID assessmentId;

    @Column(name = "service_id", nullable = false, updatable = false)
    private String serviceId;

    @Column(name = "hook_instance", nullable = false, updatable = false)
    private String hookInstance;

    @Column(name = "encounter_id", updatable = false)
    private String encounterId;

    @Column(name = "patient_fhir_id", updatable = false)
    private String patientFhirId;

    @Column(name = "rule_id", nullable = false, updatable = false)
    private String ruleId;

    @Column(name = "finding_type", nullable = false, updatable = false)
    private String findingType;

    @Column(name = "severity", nullable = false, updatable = false)
    private String severity;

    @Column(name = "repeat_key", nullable = false, updatable = false)
    private String repeatKey;

    @Column(name = "shown_at", nullable = false, updatable = false)
    private Instant shownAt;

    @Enumerated(EnumType.STRING)
    @Column(name = "outcome")
    private CardOutcome outcome;

    @Column(name = "outcome_at")
    private Instant outcomeAt;

    @Column(name = "override_reason")
    private String overrideReason;

    protected ShownCard() {
        // for JPA
    }

    public ShownCard(UUID id, UUID assessmentId, String serviceId, String hookInstance, String encounterId,
                     String patientFhirId, String ruleId, String findingType, String severity, String repeatKey,
                     Instant shownAt) {
        super(id);
        this.assessmentId = assessmentId;
        this.serviceId = serviceId;
        this.hookInstance = hookInstance;
        this.encounterId = encounterId;
        this.patientFhirId = patientFhirId;
        this.ruleId = ruleId;
        this.findingType = findingType;
        this.severity = severity;
        this.repeatKey = repeatKey;
        this.shownAt = shownAt;
    }

    /**
     * Takes a feedback entry as the card's outcome unless the card already has one reported as
     * taken later: EHRs may send feedback late, twice, or out of order.
     */
    public void reportOutcome(CardOutcome reported, String reasonCode, Instant reportedAt) {
        if (outcomeAt != null && outcomeAt.isAfter(reportedAt)) {
            return;
        }
        outcome = reported;
        overrideReason = reported == CardOutcome.OVERRIDDEN ? reasonCode : null;
        outcomeAt = reportedAt;
    }

    public UUID getAssessmentId() {
        return assessmentId;
    }

    public String getServiceId() {
        return serviceId;
    }

    public String getHookInstance() {
        return hookInstance;
    }

    public String getEncounterId() {
        return encounterId;
    }

    public String getPatientFhirId() {
        return patientFhirId;
    }

    public String getRuleId() {
        return ruleId;
    }

    public String getFindingType() {
        return findingType;
    }

    public String getSeverity() {
        return severity;
    }

    public String getRepeatKey() {
        return repeatKey;
    }

    public Instant getShownAt() {
        return shownAt;
    }

    public CardOutcome getOutcome() {
        return outcome;
    }

    public Instant getOutcomeAt() {
        return outcomeAt;
    }

    public String getOverrideReason() {
        return overrideReason;
    }
}
