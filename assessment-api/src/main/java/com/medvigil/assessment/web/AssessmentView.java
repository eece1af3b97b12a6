package com.medvigil.assessment.web;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.medvigil.assessment.IncompleteCheck;
import com.medvigil.assessment.InputsFromFhir;
import com.medvigil.assessment.StoredInputs;
import com.medvigil.assessment.StoredResults;
import com.medvigil.engine.result.DosageAnalysis;
import com.medvigil.engine.result.Finding;
import com.medvigil.engine.result.MissingData;
import com.medvigil.engine.result.Narrative;
import com.medvigil.engine.result.RecognizedMedication;
import com.medvigil.engine.result.StoppedMedication;
import com.medvigil.engine.result.Symptoms;
import com.medvigil.model.assessment.Assessment;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * {@code GET /v1/assessments/{id}}: the spec 2.5 fields, plus processing and review status,
 * completion time, the engine's structured findings and what it could not judge, and which
 * inputs came from stored FHIR data. {@code source} is "api", or "cds-hooks" for one an EHR's CDS
 * Hooks call made. {@code incomplete} is true when a medicine or an allergy
 * substance was not recognised and so not checked ({@code unrecognizedMedications},
 * {@code unrecognizedAllergies}). {@code stoppedMedications} lists the medicines treated as stopped and whether
 * each was inside its washout. {@code ageSource} says whether the age came from the birth date or a stated age.
 * Result fields are null until the assessment is COMPLETED. The engine's fields are served as the
 * JSON the engine wrote (so a stored result reads back as it was); their schemas are the engine's
 * own result records, so the description cannot drift from what is written.
 */
record AssessmentView(UUID assessmentId, UUID patientId,
                      @Schema(allowableValues = {"PENDING", "PROCESSING", "COMPLETED", "FAILED"}) String status,
                      @Schema(allowableValues = {"open", "in_review", "resolved"}) String reviewStatus,
                      @Schema(allowableValues = {"api", "cds-hooks"}) String source,
                      Instant createdAt,
                      @Schema(nullable = true) Instant completedAt,
                      @Schema(allowableValues = {"SEVERE", "MODERATE", "MILD"}, nullable = true) String riskLevel,
                      @Schema(nullable = true) String summary,
                      @Schema(nullable = true) Boolean incomplete,
                      @Schema(implementation = Narrative.class, nullable = true) JsonNode narrative,
                      @ArraySchema(schema = @Schema(implementation = DosageAnalysis.class),
                              arraySchema = @Schema(nullable = true)) JsonNode dosageFindings,
                      @Schema(implementation = Symptoms.class, nullable = true) JsonNode symptoms,
                      @ArraySchema(schema = @Schema(implementation = Finding.class),
                              arraySchema = @Schema(nullable = true)) JsonNode findings,
                      @ArraySchema(schema = @Schema(implementation = RecognizedMedication.class),
                              arraySchema = @Schema(nullable = true)) JsonNode medications,
                      @ArraySchema(schema = @Schema(implementation = String.class),
                              arraySchema = @Schema(nullable = true)) JsonNode unrecognizedMedications,
                      @ArraySchema(arraySchema = @Schema(nullable = true)) List<String> unrecognizedAllergies,
                      @ArraySchema(schema = @Schema(implementation = MissingData.class),
                              arraySchema = @Schema(nullable = true)) JsonNode missingData,
                      @ArraySchema(schema = @Schema(implementation = StoppedMedication.class),
                              arraySchema = @Schema(nullable = true)) JsonNode stoppedMedications,
                      @Schema(description = "Where the patient's age came from: dateOfBirth, or ageYears when the birth"
                              + " date is unknown; null when no age was known (age-based checks then say so in"
                              + " missingData)", allowableValues = {"dateOfBirth", "ageYears"}, nullable = true)
                      String ageSource,
                      @Schema(nullable = true) String knowledgeVersion, @Schema(nullable = true) InputsFromFhir inputsFromFhir,
                      @Schema(nullable = true) String failureReason) {

    static AssessmentView of(Assessment assessment, StoredResults results, StoredInputs inputs) {
        JsonNode stored = results.document(assessment.getResultJson());
        JsonNode result = stored == null ? MissingNode.getInstance() : stored;
        IncompleteCheck check = stored == null ? null : IncompleteCheck.of(stored);
        String riskLevel = assessment.getRiskLevel() == null ? null : assessment.getRiskLevel().name();
        return new AssessmentView(assessment.getId(), assessment.getPatientId(), assessment.getStatus().name(),
                assessment.getReviewStatus().wireName(), assessment.getSource().wireName(), assessment.getCreatedAt(),
                assessment.getCompletedAt(),
                riskLevel, assessment.getSummary(), check == null ? null : check.incomplete(),
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
