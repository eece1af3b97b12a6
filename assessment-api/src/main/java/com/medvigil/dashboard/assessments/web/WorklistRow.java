package com.medvigil.dashboard.assessments.web;

import java.util.UUID;

import com.medvigil.assessment.IncompleteCheck;
import com.medvigil.dashboard.web.UtcTimestamp;
import com.medvigil.model.assessment.Assessment;
import com.medvigil.model.assessment.RiskLevel;

/** One line of the worklist; {@code incomplete} says what the check could not cover, so a MILD row is no all-clear. */
public record WorklistRow(UUID id, UtcTimestamp requested, PatientLabel patient, String status, String reviewStatus,
                          RiskLevel riskLevel, String summary, IncompleteCheck incomplete) {

    static WorklistRow of(Assessment assessment, PatientLabel patient, IncompleteCheck incomplete) {
        return new WorklistRow(assessment.getId(), UtcTimestamp.of(assessment.getCreatedAt()), patient,
                assessment.getStatus().name(), assessment.getReviewStatus().wireName(), assessment.getRiskLevel(),
                assessment.getSummary(), incomplete);
    }
}
