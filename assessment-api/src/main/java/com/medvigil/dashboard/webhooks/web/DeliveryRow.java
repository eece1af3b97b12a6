package com.medvigil.dashboard.webhooks.web;

import java.util.List;
import java.util.UUID;

import com.medvigil.dashboard.web.UtcTimestamp;
import com.medvigil.model.webhook.DeliveryAttempt;
import com.medvigil.model.webhook.DeliveryState;
import com.medvigil.model.webhook.WebhookDelivery;
import com.medvigil.webhook.DeliveryRecord;

/** A delivery of one event to the webhook, with every attempt made, as the delivery log shows it. */
public record DeliveryRow(UUID id, String eventType, UUID assessmentId, String state, int attemptCount,
                          UtcTimestamp created, UtcTimestamp nextAttempt, UtcTimestamp finished, String reason,
                          UUID redeliveryOf, List<AttemptRow> attempts) {

    /** An attempt has either the receiver's status code or an error (timeout, refused address, ...). */
    public record AttemptRow(int number, UtcTimestamp attempted, long durationMs, Integer statusCode, String error) {

        static AttemptRow of(DeliveryAttempt attempt) {
            return new AttemptRow(attempt.getNumber(), UtcTimestamp.of(attempt.getAttemptedAt()), attempt.getDurationMs(),
                    attempt.getStatusCode(), attempt.getError());
        }

        public boolean succeeded() {
            return statusCode != null && statusCode >= 200 && statusCode < 300;
        }
    }

    static DeliveryRow of(DeliveryRecord record) {
        WebhookDelivery delivery = record.delivery();
        return new DeliveryRow(delivery.getId(), record.event().getType().value(), record.event().getAssessmentId(),
                delivery.getState().value(), delivery.getAttemptCount(), UtcTimestamp.of(delivery.getCreatedAt()),
                UtcTimestamp.of(delivery.getNextAttemptAt()), UtcTimestamp.of(delivery.getFinishedAt()), delivery.getReason(),
                delivery.getRedeliveryOf(), record.attempts().stream().map(AttemptRow::of).toList());
    }

    /** The latest attempt, which the compact table shows; null before the first. */
    public AttemptRow lastAttempt() {
        return attempts.isEmpty() ? null : attempts.get(attempts.size() - 1);
    }

    /** A pending delivery is still being retried; only a finished one can be sent again. */
    public boolean canRedeliver() {
        return !DeliveryState.PENDING.value().equals(state);
    }

    public String tone() {
        return switch (state) {
            case "delivered" -> "ok";
            case "pending" -> "info";
            case "failed" -> "danger";
            default -> "warn";
        };
    }
}
