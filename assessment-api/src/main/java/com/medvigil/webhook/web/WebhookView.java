package com.medvigil.webhook.web;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.medvigil.model.webhook.Webhook;
import com.medvigil.model.webhook.WebhookEventType;

/** How a webhook is shown (spec 2.6): everything but its secret. */
record WebhookView(UUID id, String name, String url, List<String> events, String status, Instant createdAt,
                   Instant updatedAt) {

    static WebhookView of(Webhook webhook) {
        return new WebhookView(webhook.getId(), webhook.getName(), webhook.getUrl(),
                webhook.getEvents().stream().map(WebhookEventType::value).toList(), webhook.getStatus().value(),
                webhook.getCreatedAt(), webhook.getUpdatedAt());
    }
}
