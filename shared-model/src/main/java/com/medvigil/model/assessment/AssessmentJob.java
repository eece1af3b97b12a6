package com.medvigil.model.assessment;

import java.time.Instant;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import org.hibernate.annotations.TenantId;
import org.springframework.data.domain.Persistable;

/**
 * The durable record that an assessment still has to be processed. Created in the transaction
 * that accepts the request and deleted in the one that completes it, so no accepted assessment
 * can be forgotten by a crash or restart. Claiming and leasing happen in {@link AssessmentJobs}.
 */
@Entity
@Table(name = "assessment_job")
public class AssessmentJob implements Persistable<UUID> {

    @Id
    @Column(name = "assessment_id", nullable = false, updatable = false)
    private UUID assessmentId;

    @TenantId
    @Column(name = "tenant_id", nullable = false, updatable = false)
    private UUID tenantId;

    @Column(name = "available_at", nullable = false)
    private Instant availableAt;

    @Column(name = "attempts", nullable = false)
    private int attempts;

    protected AssessmentJob() {
        // for JPA
    }

    public AssessmentJob(UUID assessmentId, Instant availableAt) {
        this.assessmentId = assessmentId;
        this.availableAt = availableAt;
    }

    @Override
    public UUID getId() {
        return assessmentId;
    }

    /** Only ever inserted through this class, then updated and deleted with SQL. */
    @Override
    public boolean isNew() {
        return true;
    }
}
