package com.medvigil.model.webhook;

import java.util.Arrays;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;

/** Stores a delivery state by its wire name, which the claim queries name in SQL. */
@Converter
class DeliveryStateColumn implements AttributeConverter<DeliveryState, String> {

    @Override
    public String convertToDatabaseColumn(DeliveryState state) {
        return state == null ? null : state.value();
    }

    @Override
    public DeliveryState convertToEntityAttribute(String value) {
        return value == null ? null : Arrays.stream(DeliveryState.values())
                .filter(state -> state.value().equals(value))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("Unknown delivery state in the database: " + value));
    }
}
