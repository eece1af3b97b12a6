package com.medvigil.model.webhook;

import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;

/** A webhook's subscribed events as one comma-separated column, in a stable order. */
@Converter
class EventTypesColumn implements AttributeConverter<Set<WebhookEventType>, String> {

    @Override
    public String convertToDatabaseColumn(Set<WebhookEventType> events) {
        return events.stream().sorted().map(WebhookEventType::value).collect(Collectors.joining(","));
    }

    @Override
    public Set<WebhookEventType> convertToEntityAttribute(String column) {
        EnumSet<WebhookEventType> events = EnumSet.noneOf(WebhookEventType.class);
        Arrays.stream(column.split(","))
                .filter(name -> !name.isEmpty())
                .map(name -> WebhookEventType.fromValue(name)
                        .orElseThrow(() -> new IllegalStateException("Unknown webhook event in the database: " + name)))
                .forEach(events::add);
        return Collections.unmodifiableSet(events);
    }
}
