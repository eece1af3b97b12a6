package com.medvigil.model.webhook;

import java.time.Instant;
import java.util.Locale;
import java.util.Objects;

/**
 * How well a webhook's receiver has been answering, from its attempts: the last 2xx, and the run
 * of failed attempts since (how many, since when). {@code disabledAt} and {@code disabledReason}
 * are set only when the service disabled the webhook itself because that run lasted too long.
 */
public record WebhookHealth(WebhookStatus status, Instant lastSuccessAt, int consecutiveFailures, Instant failingSince,
                            Instant disabledAt, String disabledReason) {

    /** What a person should make of the webhook at a glance; only {@code HEALTHY} is good news. */
    public enum State {

        /** The last attempt got a 2xx answer. */
        HEALTHY,
        /** Active, and its latest attempts failed. */
        FAILING,
        /** Active, and nothing has been attempted yet. */
        NO_DELIVERIES_YET,
        PAUSED,
        DISABLED;

        /** The name on the wire: {@code healthy}, {@code failing}, {@code no_deliveries_yet}, ... */
        public String value() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public WebhookHealth {
        Objects.requireNonNull(status, "status");
        if (consecutiveFailures < 0) {
            throw new IllegalArgumentException("consecutiveFailures cannot be negative");
        }
    }

    public State state() {
        return switch (status) {
            case DISABLED -> State.DISABLED;
            case PAUSED -> State.PAUSED;
            case ACTIVE -> consecutiveFailures > 0 ? State.FAILING
                    : lastSuccessAt != null ? State.HEALTHY : State.NO_DELIVERIES_YET;
        };
    }

    /** Whether the service disabled the webhook (rather than a person, through the API). */
    public boolean disabledAutomatically() {
        return status == WebhookStatus.DISABLED && disabledAt != null;
    }
}
