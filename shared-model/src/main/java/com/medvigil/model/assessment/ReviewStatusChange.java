package com.medvigil.model.assessment;

import java.time.Instant;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Table;

import org.hibernate.annotations.TenantId;

import com.medvigil.model.persistence.AssignedIdEntity;

/** One entry of an assessment's review audit trail: who moved it, when, from what, to what. */
@Entity
@Table(name = "assessment_review_change")
public class ReviewStatusChange extends AssignedIdEntity {

    @TenantId
    @Column(name = "tenant_id", nullable = false, updatable = false)
    private UUID tenantId;

    @Column(name = "assessment_id", nullable = false, updatable = false)
    private UUID assessmentId;

    @Enumerated(EnumType.STRING)
    @Column(name = "from_status", nullable = false, updatable = false)
    private ReviewStatus fromStatus;

    @Enumerated(EnumType.STRING)
    @Column(name = "to_status", nullable = false, updatable = false)
    private ReviewStatus toStatus;

    @Column(name = "changed_at", nullable = false, updatable = false)
    private Instant changedAt;

    @Column(name = "api_key_id", updatable = false)
    private UUID apiKeyId;

    @Column(name = "admin_email", updatable = false)
    private String adminEmail;

    protected ReviewStatusChange() {
        // for JPA
    }

    ReviewStatusChange(UUID assessmentId, ReviewStatus from, ReviewStatus to, ReviewActor actor, Instant changedAt) {
        super(UUID.randomUUID());
        this.assessmentId = assessmentId;
        this.fromStatus = from;
        this.toStatus = to;
        this.apiKeyId = actor.apiKeyId();
        this.adminEmail = actor.adminEmail();
        this.changedAt = changedAt;
    }

    public UUID getAssessmentId() {
        return assessmentId;
    }

    public ReviewStatus getFromStatus() {
        return fromStatus;
    }

    public ReviewStatus getToStatus() {
        return toStatus;
    }

    public Instant getChangedAt() {
        return changedAt;
    }

    public UUID getApiKeyId() {
        return apiKeyId;
    }

    public String getAdminEmail() {
        return adminEmail;
    }
}
