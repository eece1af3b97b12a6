package com.medvigil.assessment;

import java.time.Clock;
import java.util.UUID;

import jakarta.persistence.EntityManager;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

import com.medvigil.model.assessment.Assessment;
import com.medvigil.model.assessment.AssessmentJob;
import com.medvigil.model.tenancy.TenantContext;

/**
 * Accepts an assessment request: the assessment (PENDING) and its job are written in the
 * caller's transaction, so a request is either fully accepted or not at all.
 */
@Service
public class AssessmentIntake {

    private final EntityManager entityManager;
    private final ApplicationEventPublisher events;
    private final TenantContext tenantContext;
    private final Clock clock;

    AssessmentIntake(EntityManager entityManager, ApplicationEventPublisher events, TenantContext tenantContext,
                     Clock clock) {
        this.entityManager = entityManager;
        this.events = events;
        this.tenantContext = tenantContext;
        this.clock = clock;
    }

    @Transactional(propagation = Propagation.MANDATORY)
    public Assessment accept(UUID patientId, String requestJson) {
        Assessment assessment = Assessment.submitted(patientId, requestJson, clock.instant());
        entityManager.persist(assessment);
        entityManager.persist(new AssessmentJob(assessment.getId(), assessment.getCreatedAt()));
        events.publishEvent(new AssessmentAccepted(assessment.getId(), tenantContext.requireTenantId()));
        return assessment;
    }
}
