package com.medvigil.webhook.web;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.medvigil.model.webhook.Webhook;
import com.medvigil.model.webhook.WebhookEventType;
import com.medvigil.model.webhook.WebhookHealth;

import io.swagger.v3.oas.annotations.media.Schema;

/**
 * How a webhook is shown (spec 2.6): everything but its secret, and, beyond the spec's fields
 * (added, none changed), how its receiver has been answering.
 */
record WebhookView(UUID id, String name, String url, List<String> events, String status, Instant createdAt,
                   Instant updatedAt, WebhookHealthView health) {

    /**
     * {@code state}: healthy, failing, no_deliveries_yet, paused or disabled. {@code disabledAt}
     * and {@code disabledReason} are set when the service disabled the webhook itself.
     */
    @Schema(description = "How the receiver has been answering; not in the spec, added (docs/webhooks.md)")
    record WebhookHealthView(
            @Schema(description = "healthy (the last attempt got a 2xx), failing, no_deliveries_yet, paused or disabled",
                    allowableValues = {"healthy", "failing", "no_deliveries_yet", "paused", "disabled"})
            String state,
            @Schema(description = "The last attempt answered with a 2xx; null if none", nullable = true)
            Instant lastSuccessAt,
            @Schema(description = "Failed attempts since the last success (or since the webhook was enabled)")
            int consecutiveFailures,
            @Schema(description = "The first failed attempt of the current run; null while healthy", nullable = true)
            Instant failingSince,
            @Schema(description = "When the service disabled the webhook after failing for medvigil.webhooks.disable-after;"
                    + " null otherwise", nullable = true)
            Instant disabledAt,
            @Schema(description = "Why the service disabled it, e.g. every delivery failed for 3 days", nullable = true)
            String disabledReason) {

        static WebhookHealthView of(WebhookHealth health) {
            return new WebhookHealthView(health.state().value(), health.lastSuccessAt(), health.consecutiveFailures(),
                    health.failingSince(), health.disabledAt(), health.disabledReason());
        }
    }

    static WebhookView of(Webhook webhook) {
        return new WebhookView(webhook.getId(), webhook.getName(), webhook.getUrl(),
                webhook.getEvents().stream().map(WebhookEventType::value).toList(), webhook.getStatus().value(),
                webhook.getCreatedAt(), webhook.getUpdatedAt(), WebhookHealthView.of(webhook.getHealth()));
    }
}
