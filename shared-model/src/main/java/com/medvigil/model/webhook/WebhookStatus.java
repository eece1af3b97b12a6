package com.medvigil.model.webhook;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** Spec 3.3: only active webhooks receive deliveries; paused and disabled ones receive nothing. */
public enum WebhookStatus {

    ACTIVE,
    PAUSED,
    DISABLED;

    /** The name on the wire: {@code active}, {@code paused}, {@code disabled}. */
    public String value() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<WebhookStatus> fromValue(String value) {
        return Arrays.stream(values()).filter(status -> status.value().equals(value)).findFirst();
    }

    public static String allowedValues() {
        return Arrays.stream(values()).map(WebhookStatus::value).collect(Collectors.joining(", "));
    }
}
