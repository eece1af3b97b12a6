package com.medvigil.assessment.web;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.medvigil.assessment.IncompleteCheck;
import com.medvigil.assessment.InputsFromFhir;
import com.medvigil.assessment.StoredInputs;
import com.medvigil.assessment.StoredResults;
import com.medvigil.model.assessment.Assessment;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * {@code GET /v1/assessments/{id}}: the spec 2.5 fields, plus processing and review status,
 * completion time, the engine's structured findings and what it could not judge, and which
 * inputs came from stored FHIR data. {@code source} is "api", or "cds-hooks" for one an EHR's CDS
 * Hooks call made. {@code incomplete} is true when a medicine or an allergy
 * substance was not recognised and so not checked ({@code unrecognizedMedications},
 * {@code unrecognizedAllergies}). {@code stoppedMedications} lists the medicines treated as stopped and whether
 * each was inside its washout. {@code ageSource} says whether the age came from the birth date or a stated age.
 * Result fields are null until the assessment is COMPLETED.
 */
record AssessmentView(UUID assessmentId, UUID patientId, String status, String reviewStatus, String source,
                      Instant createdAt,
                      Instant completedAt, String riskLevel, String summary, Boolean incomplete, JsonNode narrative,
                      JsonNode dosageFindings, JsonNode symptoms, JsonNode findings, JsonNode medications,
                      JsonNode unrecognizedMedications, List<String> unrecognizedAllergies, JsonNode missingData,
                      JsonNode stoppedMedications,
                      @Schema(description = "Where the patient's age came from: dateOfBirth, or ageYears when the birth"
                              + " date is unknown; null when no age was known (age-based checks then say so in"
                              + " missingData)", allowableValues = {"dateOfBirth", "ageYears"}, nullable = true)
                      String ageSource,
                      String knowledgeVersion, InputsFromFhir inputsFromFhir, String failureReason) {

    static AssessmentView of(Assessment assessment, StoredResults results, StoredInputs inputs) {
        JsonNode stored = results.document(assessment.getResultJson());
        JsonNode result = stored == null ? MissingNode.getInstance() : stored;
        IncompleteCheck check = stored == null ? null : IncompleteCheck.of(stored);
        return new AssessmentView(assessment.getId(), assessment.getPatientId(), assessment.getStatus().name(),
                assessment.getReviewStatus().wireName(), assessment.getSource().wireName(), assessment.getCreatedAt(),
                assessment.getCompletedAt(),
                assessment.getRiskLevel(), assessment.getSummary(), check == null ? null : check.incomplete(),
                field(result, "narrative"),
                field(result, "dosageFindings"), field(result, "symptoms"), field(result, "findings"),
                field(result, "medications"), field(result, "unrecognizedMedications"),
                check == null ? null : check.allergies(), field(result, "missingData"),
                field(result, "stoppedMedications"), text(result, "ageSource"), text(result, "knowledgeVersion"),
                inputs.read(assessment.getInputsJson()),
                assessment.getFailureReason());
    }

    private static JsonNode field(JsonNode result, String name) {
        return result.has(name) ? result.get(name) : null;
    }

    private static String text(JsonNode result, String name) {
        return result.hasNonNull(name) ? result.get(name).asText() : null;
    }
}
