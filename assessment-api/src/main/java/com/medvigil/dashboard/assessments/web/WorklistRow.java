package com.medvigil.dashboard.assessments.web;

import java.util.UUID;

import com.medvigil.assessment.Assessment;
import com.medvigil.dashboard.web.UtcTimestamp;

/** One line of the worklist. */
public record WorklistRow(UUID id, UtcTimestamp requested, PatientLabel patient, String status, String reviewStatus,
                          String riskLevel, String summary) {

    static WorklistRow of(Assessment assessment, PatientLabel patient) {
        return new WorklistRow(assessment.getId(), UtcTimestamp.of(assessment.getCreatedAt()), patient,
                assessment.getStatus().name(), assessment.getReviewStatus().wireName(), assessment.getRiskLevel(),
                assessment.getSummary());
    }
}
