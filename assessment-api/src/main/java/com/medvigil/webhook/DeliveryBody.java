package com.medvigil.webhook;

import java.time.Instant;
import java.util.UUID;

import com.medvigil.model.assessment.RiskLevel;
import com.medvigil.model.webhook.AssessmentEvent;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The JSON body of every delivery (DECISIONS): the event id, its type, when it happened, and the
 * assessment it is about. Null fields are sent as null, so receivers see a fixed shape; the risk level
 * is sent as its name.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonPropertyOrder({"id", "type", "createdAt", "data"})
record DeliveryBody(UUID id, String type, Instant createdAt, Data data) {

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @JsonPropertyOrder({"assessmentId", "patientId", "status", "riskLevel", "summary"})
    record Data(UUID assessmentId, UUID patientId, String status, RiskLevel riskLevel, String summary) {
    }

    static DeliveryBody of(UUID eventId, AssessmentEvent event) {
        return new DeliveryBody(eventId, event.type().value(), event.occurredAt(), new Data(event.assessmentId(),
                event.patientId(), event.status(), event.riskLevel(), event.summary()));
    }
}
