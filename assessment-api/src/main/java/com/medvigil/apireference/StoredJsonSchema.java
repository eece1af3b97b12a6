package com.medvigil.apireference;

/**
 * A view that serves stored JSON as it was written (an assessment's engine result), in fields
 * typed {@code JsonNode}. Each such field names the record the JSON was written from with
 * {@code @Schema(implementation = ...)} or {@code @ArraySchema(schema = @Schema(implementation = ...))};
 * the OpenAPI description then gives the field that record's schema instead of "any JSON". The web
 * package that owns the view declares it as a bean.
 */
public record StoredJsonSchema(Class<? extends Record> view) {
}
