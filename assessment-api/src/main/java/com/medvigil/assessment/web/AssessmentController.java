package com.medvigil.assessment.web;

import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.UUID;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import com.medvigil.assessment.AssessmentReviews;
import com.medvigil.assessment.AssessmentSubmission;
import com.medvigil.assessment.AssessmentWorklist;
import com.medvigil.assessment.ClinicalInputs;
import com.medvigil.assessment.StoredInputs;
import com.medvigil.assessment.StoredResults;
import com.medvigil.model.assessment.Assessment;
import com.medvigil.model.assessment.Assessments;
import com.medvigil.model.assessment.ProcessingStatus;
import com.medvigil.model.assessment.ReviewActor;
import com.medvigil.model.assessment.ReviewStatus;
import com.medvigil.model.assessment.ReviewStatusChanges;
import com.medvigil.model.assessment.RiskLevel;
import com.medvigil.model.error.FieldPath;
import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.patient.PatientDetails;
import com.medvigil.model.persistence.PageCursor;
import com.medvigil.patient.web.PatientRequest;
import com.medvigil.tenant.auth.CurrentApiKey;
import com.medvigil.web.QueryParameters;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

/** The assessments of the current tenant: request, read, review, and the clinicians' worklist. */
@RestController
@RequestMapping("/v1/assessments")
class AssessmentController {

    private final AssessmentSubmission submission;
    private final AssessmentReviews reviews;
    private final AssessmentWorklist worklist;
    private final Assessments assessments;
    private final ReviewStatusChanges reviewChanges;
    private final CurrentApiKey currentApiKey;
    private final StoredInputs storedInputs;
    private final StoredResults storedResults;
    private final ObjectMapper json;
    private final Clock clock;

    AssessmentController(AssessmentSubmission submission, AssessmentReviews reviews, AssessmentWorklist worklist,
                         Assessments assessments, ReviewStatusChanges reviewChanges, CurrentApiKey currentApiKey,
                         StoredInputs storedInputs, StoredResults storedResults, ObjectMapper json, Clock clock) {
        this.submission = submission;
        this.reviews = reviews;
        this.worklist = worklist;
        this.assessments = assessments;
        this.reviewChanges = reviewChanges;
        this.currentApiKey = currentApiKey;
        this.storedInputs = storedInputs;
        this.storedResults = storedResults;
        this.json = json;
        this.clock = clock;
    }

    record Accepted(UUID assessmentId, String status, Instant createdAt) {
    }

    record ReviewRequest(String status) {
    }

    record ReviewUpdated(UUID assessmentId, String status, Instant updatedAt) {
    }

    /** {@code incomplete} is null until the assessment is COMPLETED, then true when something was not recognised. */
    record WorklistItem(UUID assessmentId, UUID patientId, String status, String reviewStatus, String source,
                        String riskLevel, Boolean incomplete, String summary, Instant createdAt, Instant completedAt) {

        static WorklistItem of(Assessment a, StoredResults results) {
            Boolean incomplete = a.getResultJson() == null ? null : results.incompleteCheck(a.getResultJson()).incomplete();
            String riskLevel = a.getRiskLevel() == null ? null : a.getRiskLevel().name();
            return new WorklistItem(a.getId(), a.getPatientId(), a.getStatus().name(), a.getReviewStatus().wireName(),
                    a.getSource().wireName(), riskLevel, incomplete, a.getSummary(), a.getCreatedAt(), a.getCompletedAt());
        }
    }

    record WorklistPage(List<WorklistItem> assessments, String nextCursor) {
    }

    record HistoryEntry(String from, String to, Instant changedAt, UUID apiKeyId, String adminEmail) {
    }

    record History(UUID assessmentId, List<HistoryEntry> history) {
    }

    @PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
    @ApiResponse(responseCode = "202", description = "Accepted for processing (status PENDING)",
            headers = @Header(name = "Location", description = "/v1/assessments/{assessmentId}"))
    ResponseEntity<Accepted> request(@RequestBody(required = false) AssessmentRequest request) {
        if (request == null) {
            throw new InvalidFieldException("body", "is required: {\"patient\": {...}, \"medications\": [...]}");
        }
        // Checked in this order so that the first broken rule reported is the same as ever.
        FieldPath patientField = FieldPath.root("patient");
        PatientRequest patient = patientField.required(request.patient());
        ClinicalInputs inputs = request.clinicalRequest().check();
        PatientDetails details = patient.details(patientField, clock, json);
        Assessment accepted = submission.submit(patient.patientId(), details, inputs);
        return ResponseEntity.accepted().location(URI.create("/v1/assessments/" + accepted.getId()))
                .body(new Accepted(accepted.getId(), accepted.getStatus().name(), accepted.getCreatedAt()));
    }

    @GetMapping("/{assessmentId}")
    AssessmentView read(@PathVariable UUID assessmentId) {
        return AssessmentView.of(find(assessmentId), storedResults, storedInputs);
    }

    @GetMapping
    WorklistPage list(@RequestParam(required = false) UUID patientId,
                      @RequestParam(required = false) String riskLevel,
                      @RequestParam(required = false) String reviewStatus,
                      @RequestParam(required = false) String status,
                      @RequestParam(required = false) String createdAfter,
                      @RequestParam(required = false) Integer limit,
                      @RequestParam(required = false) String cursor) {
        AssessmentWorklist.Filter filter = new AssessmentWorklist.Filter(patientId,
                riskLevel(riskLevel),
                reviewStatus == null ? null : reviewStatus(FieldPath.root("reviewStatus"), reviewStatus),
                FieldPath.root("status").optionalEnum(status, ProcessingStatus.class),
                instant(createdAfter));
        AssessmentWorklist.Page page = worklist.page(filter, PageCursor.decode(cursor), QueryParameters.limit(limit));
        return new WorklistPage(page.items().stream().map(item -> WorklistItem.of(item, storedResults)).toList(),
                page.next() == null ? null : page.next().encode());
    }

    @PatchMapping(path = "/{assessmentId}/status", consumes = MediaType.APPLICATION_JSON_VALUE)
    ReviewUpdated review(@PathVariable UUID assessmentId, @RequestBody(required = false) ReviewRequest request) {
        FieldPath field = FieldPath.root("status");
        if (request == null) {
            throw new InvalidFieldException("body", "is required: {\"status\": \"in_review\"}");
        }
        ReviewStatus to = reviewStatus(field, field.required(request.status()));
        ReviewActor actor = ReviewActor.apiKey(currentApiKey.get().orElseThrow().keyId());
        Assessment reviewed = reviews.change(assessmentId, to, actor);
        return new ReviewUpdated(reviewed.getId(), reviewed.getReviewStatus().wireName(), reviewed.getReviewUpdatedAt());
    }

    @GetMapping("/{assessmentId}/history")
    History history(@PathVariable UUID assessmentId) {
        find(assessmentId);
        return new History(assessmentId, reviewChanges.findByAssessmentIdOrderByChangedAtAscIdAsc(assessmentId).stream()
                .map(change -> new HistoryEntry(change.getFromStatus().wireName(), change.getToStatus().wireName(),
                        change.getChangedAt(), change.getApiKeyId(), change.getAdminEmail()))
                .toList());
    }

    private Assessment find(UUID assessmentId) {
        return assessments.findById(assessmentId).orElseThrow(() -> new NotFoundException("Assessment", assessmentId));
    }

    private static ReviewStatus reviewStatus(FieldPath field, String value) {
        return ReviewStatus.fromWireName(value)
                .orElseThrow(() -> field.invalid("must be one of " + ReviewStatus.allowedWireNames()));
    }

    /** As ever, any case is accepted ("severe"), and the message lists the names. */
    private static RiskLevel riskLevel(String value) {
        String name = FieldPath.root("riskLevel").optionalOneOf(value, RiskLevel.names());
        return name == null ? null : RiskLevel.valueOf(name);
    }

    private static Instant instant(String createdAfter) {
        if (createdAfter == null) {
            return null;
        }
        try {
            return OffsetDateTime.parse(createdAfter.strip()).toInstant();
        } catch (DateTimeParseException e) {
            throw FieldPath.root("createdAfter").invalid("must be an ISO 8601 date-time such as 2026-01-31T08:00:00Z");
        }
    }
}
