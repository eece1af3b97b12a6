package com.medvigil.webhook.web;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.medvigil.model.webhook.DeliveryAttempt;
import com.medvigil.model.webhook.WebhookDelivery;
import com.medvigil.webhook.DeliveryRecord;

/** A delivery with its attempts, as {@code GET /v1/webhooks/{id}/deliveries} lists it. */
record DeliveryView(UUID id, UUID webhookId, UUID eventId, String eventType, UUID assessmentId, String status,
                    int attemptCount, Instant createdAt, Instant nextAttemptAt, Instant finishedAt, String reason,
                    UUID redeliveryOf, List<AttemptView> attempts) {

    record AttemptView(int number, Instant attemptedAt, long durationMs, Integer statusCode, String error) {

        static AttemptView of(DeliveryAttempt attempt) {
            return new AttemptView(attempt.getNumber(), attempt.getAttemptedAt(), attempt.getDurationMs(),
                    attempt.getStatusCode(), attempt.getError());
        }
    }

    static DeliveryView of(DeliveryRecord record) {
        WebhookDelivery delivery = record.delivery();
        return new DeliveryView(delivery.getId(), delivery.getWebhookId(), delivery.getEventId(),
                record.event().getType().value(), record.event().getAssessmentId(), delivery.getState().value(),
                delivery.getAttemptCount(), delivery.getCreatedAt(), delivery.getNextAttemptAt(),
                delivery.getFinishedAt(), delivery.getReason(), delivery.getRedeliveryOf(),
                record.attempts().stream().map(AttemptView::of).toList());
    }
}
