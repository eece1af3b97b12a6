package com.medvigil.dashboard.assessments.web;

import java.util.List;
import java.util.UUID;

import com.medvigil.assessment.IncompleteCheck;
import com.medvigil.dashboard.web.UtcTimestamp;
import com.medvigil.engine.EngineResult;
import com.medvigil.model.assessment.Assessment;
import com.medvigil.model.assessment.RiskLevel;

/**
 * An assessment as its page shows it: who, when, where processing and review stand, the
 * engine's result (null until COMPLETED) and its reading for a clinician, what the check could not
 * cover, and the review's audit trail.
 */
public record AssessmentReport(UUID id, UUID patientId, PatientLabel patient, String status, String reviewStatus,
                               String reviewLabel, RiskLevel riskLevel, String summary, UtcTimestamp requested,
                               UtcTimestamp completed, String failureReason, EngineResult result,
                               ReadableResult readable, IncompleteCheck incomplete, List<ReviewRow> history) {

    static AssessmentReport of(Assessment assessment, PatientLabel patient, EngineResult result,
                               IncompleteCheck incomplete, List<ReviewRow> history) {
        return new AssessmentReport(assessment.getId(), assessment.getPatientId(), patient, assessment.getStatus().name(),
                assessment.getReviewStatus().wireName(), ReviewChoice.labelOf(assessment.getReviewStatus().wireName()),
                assessment.getRiskLevel(), assessment.getSummary(), UtcTimestamp.of(assessment.getCreatedAt()),
                UtcTimestamp.of(assessment.getCompletedAt()), assessment.getFailureReason(), result,
                ReadableResult.of(result, incomplete), incomplete, history);
    }

    public boolean inProgress() {
        return "PENDING".equals(status) || "PROCESSING".equals(status);
    }
}
