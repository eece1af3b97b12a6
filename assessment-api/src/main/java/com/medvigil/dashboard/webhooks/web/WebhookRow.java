package com.medvigil.dashboard.webhooks.web;

import java.util.List;
import java.util.UUID;

import com.medvigil.dashboard.web.UtcTimestamp;
import com.medvigil.model.webhook.Webhook;
import com.medvigil.model.webhook.WebhookEventType;
import com.medvigil.model.webhook.WebhookHealth;
import com.medvigil.model.webhook.WebhookStatus;

/**
 * A webhook as the pages show it. The legacy configuration ({@code PUT /v1/tenants/webhook}) is
 * shown too, but its status is not changed here, as it is not through {@code /v1/webhooks}.
 */
public record WebhookRow(UUID id, String name, String url, List<String> events, String status, boolean legacy,
                         UtcTimestamp created, UtcTimestamp updated, HealthRow health) {

    /**
     * The receiver's health: a state drawn green only when the last attempt succeeded, with its
     * explanation ("4 failed attempts in a row, since ...").
     */
    public record HealthRow(String state, String label, String tone, UtcTimestamp lastSuccess, int consecutiveFailures,
                            UtcTimestamp failingSince, UtcTimestamp disabledAt, String disabledReason) {

        static HealthRow of(WebhookHealth health) {
            WebhookHealth.State state = health.state();
            return new HealthRow(state.value(), label(state), tone(state), UtcTimestamp.of(health.lastSuccessAt()),
                    health.consecutiveFailures(), UtcTimestamp.of(health.failingSince()),
                    UtcTimestamp.of(health.disabledAt()), health.disabledReason());
        }

        private static String label(WebhookHealth.State state) {
            return switch (state) {
                case HEALTHY -> "healthy";
                case FAILING -> "failing";
                case NO_DELIVERIES_YET -> "no deliveries yet";
                case PAUSED -> "paused";
                case DISABLED -> "disabled";
            };
        }

        /** The badge's colour class; the label always says the same in words. */
        private static String tone(WebhookHealth.State state) {
            return switch (state) {
                case HEALTHY -> "ok";
                case FAILING, DISABLED -> "danger";
                case NO_DELIVERIES_YET -> "info";
                case PAUSED -> "warn";
            };
        }

        public boolean failing() {
            return consecutiveFailures > 0;
        }

        /** Set only when the service disabled the webhook itself; a person's disabling has no reason. */
        public boolean disabledAutomatically() {
            return disabledAt != null;
        }
    }

    static WebhookRow of(Webhook webhook) {
        return new WebhookRow(webhook.getId(), webhook.getName(), webhook.getUrl(),
                webhook.getEvents().stream().map(WebhookEventType::value).sorted().toList(), webhook.getStatus().value(),
                webhook.isLegacy(), UtcTimestamp.of(webhook.getCreatedAt()), UtcTimestamp.of(webhook.getUpdatedAt()),
                HealthRow.of(webhook.getHealth()));
    }

    public boolean active() {
        return WebhookStatus.ACTIVE.value().equals(status);
    }

    public boolean disabled() {
        return WebhookStatus.DISABLED.value().equals(status);
    }

    public boolean canPause() {
        return !legacy && active();
    }

    /** Resuming a paused webhook and enabling a disabled one again are the same change, to active. */
    public boolean canResume() {
        return !legacy && !active();
    }

    /** What the button that makes the webhook active again says. */
    public String resumeLabel() {
        return disabled() ? "Enable again" : "Resume";
    }
}
