package com.medvigil.model.webhook;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;

/** Stores a webhook status by its wire name, so the column reads the way the API does. */
@Converter
class WebhookStatusColumn implements AttributeConverter<WebhookStatus, String> {

    @Override
    public String convertToDatabaseColumn(WebhookStatus status) {
        return status == null ? null : status.value();
    }

    @Override
    public WebhookStatus convertToEntityAttribute(String value) {
        return value == null ? null : WebhookStatus.fromValue(value)
                .orElseThrow(() -> new IllegalStateException("Unknown webhook status in the database: " + value));
    }
}
