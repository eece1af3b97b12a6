package com.medvigil.model.webhook;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Table;

import org.hibernate.annotations.TenantId;

import com.medvigil.model.assessment.RiskLevel;
import com.medvigil.model.persistence.AssignedIdEntity;

/**
 * One event in the webhook outbox, written in the same transaction as the assessment state it
 * reports, so that an event exists exactly when the state change does.
 */
@Entity
@Table(name = "webhook_outbox")
public class OutboxEvent extends AssignedIdEntity {

    @TenantId
    @Column(name = "tenant_id", nullable = false, updatable = false)
    private UUID tenantId;

    @Column(name = "type", nullable = false, updatable = false)
    private String type;

    @Column(name = "assessment_id", nullable = false, updatable = false)
    private UUID assessmentId;

    @Column(name = "patient_id", nullable = false, updatable = false)
    private UUID patientId;

    @Column(name = "status", nullable = false, updatable = false)
    private String status;

    @Enumerated(EnumType.STRING)
    @Column(name = "risk_level", updatable = false)
    private RiskLevel riskLevel;

    @Column(name = "summary", updatable = false)
    private String summary;

    @Column(name = "occurred_at", nullable = false, updatable = false)
    private Instant occurredAt;

    @Column(name = "payload")
    private String payload;

    @Column(name = "dispatched_at")
    private Instant dispatchedAt;

    protected OutboxEvent() {
        // for JPA
    }

    public OutboxEvent(UUID id, AssessmentEvent event) {
        super(id);
        this.type = event.type().value();
        this.assessmentId = event.assessmentId();
        this.patientId = event.patientId();
        this.status = event.status();
        this.riskLevel = event.riskLevel();
        this.summary = event.summary();
        this.occurredAt = event.occurredAt();
    }

    /** Records that the event became deliveries, with the body every one of them sends. */
    public void markDispatched(String renderedPayload, Instant now) {
        payload = Objects.requireNonNull(renderedPayload, "payload");
        dispatchedAt = now;
    }

    public AssessmentEvent toAssessmentEvent() {
        return new AssessmentEvent(getType(), assessmentId, patientId, status, riskLevel, summary, occurredAt);
    }

    public UUID getTenantId() {
        return tenantId;
    }

    public WebhookEventType getType() {
        return WebhookEventType.fromValue(type)
                .orElseThrow(() -> new IllegalStateException("Unknown event type in the outbox: " + type));
    }

    public UUID getAssessmentId() {
        return assessmentId;
    }

    public String getPayload() {
        return payload;
    }

    public Instant getDispatchedAt() {
        return dispatchedAt;
    }
}
