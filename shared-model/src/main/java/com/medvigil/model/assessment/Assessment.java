package com.medvigil.model.assessment;

import java.time.Instant;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Table;

import org.hibernate.annotations.DynamicUpdate;
import org.hibernate.annotations.TenantId;

import com.medvigil.model.persistence.AssignedIdEntity;

/**
 * One assessment request and, once processed, the engine's answer. The stored result is
 * written once, when the assessment completes, and never changes afterwards.
 *
 * <p>Updates write only the columns that changed: the worker's result and a reviewer's status
 * belong to different columns, so neither can overwrite the other.
 */
@Entity
@DynamicUpdate
@Table(name = "assessment")
public class Assessment extends AssignedIdEntity {

    @TenantId
    @Column(name = "tenant_id", nullable = false, updatable = false)
    private UUID tenantId;

    @Column(name = "patient_id", nullable = false, updatable = false)
    private UUID patientId;

    @Enumerated(EnumType.STRING)
    @Column(name = "status", nullable = false)
    private ProcessingStatus status;

    @Enumerated(EnumType.STRING)
    @Column(name = "review_status", nullable = false)
    private ReviewStatus reviewStatus;

    @Enumerated(EnumType.STRING)
    @Column(name = "risk_level")
    private RiskLevel riskLevel;

    @Column(name = "summary")
    private String summary;

    @Enumerated(EnumType.STRING)
    @Column(name = "source", nullable = false, updatable = false)
    private AssessmentSource source;

    @Column(name = "request_json", nullable = false, updatable = false)
    private String requestJson;

    @Column(name = "inputs_json")
    private String inputsJson;

    @Column(name = "result_json")
    private String resultJson;

    @Column(name = "failure_reason")
    private String failureReason;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Column(name = "started_at")
    private Instant startedAt;

    @Column(name = "completed_at")
    private Instant completedAt;

    @Column(name = "review_updated_at", nullable = false)
    private Instant reviewUpdatedAt;

    protected Assessment() {
        // for JPA
    }

    private Assessment(UUID id, UUID patientId, String requestJson, AssessmentSource source, Instant createdAt) {
        super(id);
        this.patientId = patientId;
        this.requestJson = requestJson;
        this.source = source;
        this.status = ProcessingStatus.PENDING;
        this.reviewStatus = ReviewStatus.OPEN;
        this.createdAt = createdAt;
        this.reviewUpdatedAt = createdAt;
    }

    /** A newly accepted request, waiting to be processed; its review starts open. */
    public static Assessment submitted(UUID patientId, String requestJson, Instant now) {
        return new Assessment(UUID.randomUUID(), patientId, requestJson, AssessmentSource.API, now);
    }

    /** One its caller runs at once (a CDS Hooks call) and completes before it is stored. */
    public static Assessment runAtOnce(UUID patientId, String requestJson, AssessmentSource source, Instant now) {
        Assessment assessment = new Assessment(UUID.randomUUID(), patientId, requestJson, source, now);
        assessment.startProcessing(now);
        return assessment;
    }

    public void startProcessing(Instant now) {
        if (status == ProcessingStatus.PENDING) {
            status = ProcessingStatus.PROCESSING;
            startedAt = now;
        }
    }

    public void complete(RiskLevel riskLevel, String summary, String inputsJson, String resultJson, Instant now) {
        requireUnfinished();
        this.status = ProcessingStatus.COMPLETED;
        this.riskLevel = riskLevel;
        this.summary = summary;
        this.inputsJson = inputsJson;
        this.resultJson = resultJson;
        this.completedAt = now;
    }

    public void fail(String reason, Instant now) {
        requireUnfinished();
        this.status = ProcessingStatus.FAILED;
        this.failureReason = reason;
        this.completedAt = now;
    }

    /** Moves the review to any state (DECISIONS: any state may move to any state), returning the audit record. */
    public ReviewStatusChange changeReview(ReviewStatus to, ReviewActor actor, Instant now) {
        ReviewStatusChange change = new ReviewStatusChange(getId(), reviewStatus, to, actor, now);
        reviewStatus = to;
        reviewUpdatedAt = now;
        return change;
    }

    private void requireUnfinished() {
        if (status == ProcessingStatus.COMPLETED || status == ProcessingStatus.FAILED) {
            throw new IllegalStateException("Assessment " + getId() + " is already " + status);
        }
    }

    public UUID getTenantId() {
        return tenantId;
    }

    public UUID getPatientId() {
        return patientId;
    }

    public AssessmentSource getSource() {
        return source;
    }

    public ProcessingStatus getStatus() {
        return status;
    }

    public ReviewStatus getReviewStatus() {
        return reviewStatus;
    }

    /** Null until the assessment is COMPLETED. */
    public RiskLevel getRiskLevel() {
        return riskLevel;
    }

    public String getSummary() {
        return summary;
    }

    public String getRequestJson() {
        return requestJson;
    }

    public String getInputsJson() {
        return inputsJson;
    }

    public String getResultJson() {
        return resultJson;
    }

    public String getFailureReason() {
        return failureReason;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public Instant getStartedAt() {
        return startedAt;
    }

    public Instant getCompletedAt() {
        return completedAt;
    }

    public Instant getReviewUpdatedAt() {
        return reviewUpdatedAt;
    }
}
