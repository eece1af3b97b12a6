package com.medvigil.model.webhook;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/** The events a webhook can subscribe to, by the names the API and the deliveries use. */
public enum WebhookEventType {

    ASSESSMENT_COMPLETED("assessment.completed"),
    ASSESSMENT_FAILED("assessment.failed");

    private final String value;

    WebhookEventType(String value) {
        this.value = value;
    }

    /** The name on the wire, such as {@code assessment.completed}. */
    public String value() {
        return value;
    }

    public static Optional<WebhookEventType> fromValue(String value) {
        return Arrays.stream(values()).filter(type -> type.value.equals(value)).findFirst();
    }

    /** "assessment.completed, assessment.failed", for error messages. */
    public static String allowedValues() {
        return Arrays.stream(values()).map(WebhookEventType::value).collect(Collectors.joining(", "));
    }
}
