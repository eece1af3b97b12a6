package com.medvigil.webhook.web;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.medvigil.model.webhook.Webhook;
import com.medvigil.model.webhook.WebhookEventType;
import com.medvigil.model.webhook.WebhookHealth;

/**
 * How a webhook is shown (spec 2.6): everything but its secret, and, beyond the spec's fields
 * (added, none changed), how its receiver has been answering.
 */
record WebhookView(UUID id, String name, String url, List<String> events, String status, Instant createdAt,
                   Instant updatedAt, HealthView health) {

    /**
     * {@code state}: healthy, failing, no_deliveries_yet, paused or disabled. {@code disabledAt}
     * and {@code disabledReason} are set when the service disabled the webhook itself.
     */
    record HealthView(String state, Instant lastSuccessAt, int consecutiveFailures, Instant failingSince,
                      Instant disabledAt, String disabledReason) {

        static HealthView of(WebhookHealth health) {
            return new HealthView(health.state().value(), health.lastSuccessAt(), health.consecutiveFailures(),
                    health.failingSince(), health.disabledAt(), health.disabledReason());
        }
    }

    static WebhookView of(Webhook webhook) {
        return new WebhookView(webhook.getId(), webhook.getName(), webhook.getUrl(),
                webhook.getEvents().stream().map(WebhookEventType::value).toList(), webhook.getStatus().value(),
                webhook.getCreatedAt(), webhook.getUpdatedAt(), HealthView.of(webhook.getHealth()));
    }
}
