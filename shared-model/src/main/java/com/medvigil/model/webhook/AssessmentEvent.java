package com.medvigil.model.webhook;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Objects;
import java.util.UUID;

import com.medvigil.model.assessment.RiskLevel;

/**
 * What happened to an assessment, as its tenant's webhooks learn it. Built by assessment
 * processing when an assessment reaches COMPLETED or FAILED, and handed to
 * {@link WebhookOutbox#publish(AssessmentEvent)} inside the transaction that stores that state.
 *
 * @param type         {@code assessment.completed} or {@code assessment.failed}
 * @param status       {@code COMPLETED} or {@code FAILED}, matching the type
 * @param riskLevel    the assessment's risk level when completed; null when failed
 * @param summary      the result's summary when completed, the failure reason when failed; may be null
 * @param occurredAt   when the assessment completed or failed; sent as the body's {@code createdAt}
 */
public record AssessmentEvent(WebhookEventType type, UUID assessmentId, UUID patientId, String status,
                              RiskLevel riskLevel, String summary, Instant occurredAt) {

    public static final String COMPLETED = "COMPLETED";
    public static final String FAILED = "FAILED";

    public AssessmentEvent {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(assessmentId, "assessmentId");
        Objects.requireNonNull(patientId, "patientId");
        Objects.requireNonNull(occurredAt, "occurredAt");
        String expectedStatus = type == WebhookEventType.ASSESSMENT_COMPLETED ? COMPLETED : FAILED;
        if (!expectedStatus.equals(status)) {
            throw new IllegalArgumentException(type.value() + " carries status " + expectedStatus + ", not " + status);
        }
        if (type == WebhookEventType.ASSESSMENT_COMPLETED && riskLevel == null) {
            throw new IllegalArgumentException("assessment.completed carries a riskLevel of SEVERE, MODERATE or MILD, not " + riskLevel);
        }
        if (type == WebhookEventType.ASSESSMENT_FAILED && riskLevel != null) {
            throw new IllegalArgumentException("assessment.failed carries no riskLevel");
        }
        // Timestamps are millisecond-precise everywhere in the API, and identical on H2 and PostgreSQL.
        occurredAt = occurredAt.truncatedTo(ChronoUnit.MILLIS);
    }

    public static AssessmentEvent completed(UUID assessmentId, UUID patientId, RiskLevel riskLevel, String summary,
                                            Instant completedAt) {
        return new AssessmentEvent(WebhookEventType.ASSESSMENT_COMPLETED, assessmentId, patientId, COMPLETED, riskLevel,
                summary, completedAt);
    }

    public static AssessmentEvent failed(UUID assessmentId, UUID patientId, String reason, Instant failedAt) {
        return new AssessmentEvent(WebhookEventType.ASSESSMENT_FAILED, assessmentId, patientId, FAILED, null, reason,
                failedAt);
    }
}
