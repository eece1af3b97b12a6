package com.medvigil.model.assessment;

import java.util.List;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;

/** The audit trail of review status changes of the current tenant's assessments. */
public interface ReviewStatusChanges extends JpaRepository<ReviewStatusChange, UUID> {

    List<ReviewStatusChange> findByAssessmentIdOrderByChangedAtAscIdAsc(UUID assessmentId);
}
