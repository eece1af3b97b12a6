package com.medvigil.dashboard.webhooks.web;

import java.util.List;
import java.util.UUID;

import com.medvigil.dashboard.web.UtcTimestamp;
import com.medvigil.model.webhook.Webhook;
import com.medvigil.model.webhook.WebhookEventType;
import com.medvigil.model.webhook.WebhookStatus;

/**
 * A webhook as the pages show it. The legacy configuration ({@code PUT /v1/tenants/webhook}) is
 * shown too, but its status is not changed here, as it is not through {@code /v1/webhooks}.
 */
public record WebhookRow(UUID id, String name, String url, List<String> events, String status, boolean legacy,
                         UtcTimestamp created, UtcTimestamp updated) {

    static WebhookRow of(Webhook webhook) {
        return new WebhookRow(webhook.getId(), webhook.getName(), webhook.getUrl(),
                webhook.getEvents().stream().map(WebhookEventType::value).sorted().toList(), webhook.getStatus().value(),
                webhook.isLegacy(), UtcTimestamp.of(webhook.getCreatedAt()), UtcTimestamp.of(webhook.getUpdatedAt()));
    }

    public boolean canPause() {
        return !legacy && WebhookStatus.ACTIVE.value().equals(status);
    }

    public boolean canResume() {
        return !legacy && !WebhookStatus.ACTIVE.value().equals(status);
    }
}
