package com.medvigil.apireference;

import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Walks a JSON answer and the published OpenAPI 3.1 schema side by side and lists every place they
 * disagree: a type, an enum value, a format, a required field that is missing, and a field the
 * schema does not declare unless it admits additional properties (so that the schema says exactly
 * what is sent, not only part of it).
 */
final class SchemaConformance {

    private final JsonNode description;
    private final List<String> problems = new ArrayList<>();

    private SchemaConformance(JsonNode description) {
        this.description = description;
    }

    /** The disagreements between {@code value} and {@code schema}, each with its JSON path; empty when it conforms. */
    static List<String> problems(JsonNode description, JsonNode schema, JsonNode value) {
        SchemaConformance walk = new SchemaConformance(description);
        walk.check("$", schema, value);
        return walk.problems;
    }

    private void check(String path, JsonNode schema, JsonNode value) {
        JsonNode resolved = resolve(schema);
        if (resolved.has("oneOf")) {
            List<String> kept = new ArrayList<>(problems);
            for (JsonNode option : resolved.path("oneOf")) {
                problems.clear();
                check(path, option, value);
                if (problems.isEmpty()) {
                    problems.addAll(kept);
                    return;
                }
            }
            problems.clear();
            problems.addAll(kept);
            problems.add(path + ": matches none of the schema's alternatives: " + value);
            return;
        }
        if (!typeAllows(resolved.path("type"), value)) {
            problems.add(path + ": " + value.getNodeType() + " where the schema says " + resolved.path("type"));
            return;
        }
        if (value.isNull()) {
            return;
        }
        if (resolved.has("enum") && !containsValue(resolved.path("enum"), value)) {
            problems.add(path + ": " + value + " is not one of " + resolved.path("enum"));
        }
        checkFormat(path, resolved.path("format").asText(""), value);
        if (value.isObject() && resolved.has("properties")) {
            checkObject(path, resolved, value);
        }
        if (value.isArray() && resolved.has("items")) {
            for (int i = 0; i < value.size(); i++) {
                check(path + "[" + i + "]", resolved.path("items"), value.get(i));
            }
        }
    }

    private void checkObject(String path, JsonNode schema, JsonNode value) {
        // additionalProperties (true or a schema) admits other fields, as FHIR resources have.
        boolean open = schema.path("additionalProperties").isObject() || schema.path("additionalProperties").asBoolean(false);
        value.fieldNames().forEachRemaining(name -> {
            if (!open && !schema.path("properties").has(name)) {
                problems.add(path + "." + name + ": not declared in the schema");
            }
        });
        schema.path("required").forEach(name -> {
            if (!value.has(name.asText())) {
                problems.add(path + "." + name.asText() + ": required by the schema, absent");
            }
        });
        schema.path("properties").fields().forEachRemaining(property -> {
            if (value.has(property.getKey())) {
                check(path + "." + property.getKey(), property.getValue(), value.get(property.getKey()));
            }
        });
    }

    private static boolean typeAllows(JsonNode type, JsonNode value) {
        if (type.isMissingNode()) {
            return true;
        }
        if (type.isArray()) {
            for (JsonNode one : type) {
                if (typeAllows(one, value)) {
                    return true;
                }
            }
            return false;
        }
        return switch (type.asText()) {
            case "null" -> value.isNull();
            case "string" -> value.isTextual();
            case "integer" -> value.isIntegralNumber();
            case "number" -> value.isNumber();
            case "boolean" -> value.isBoolean();
            case "array" -> value.isArray();
            case "object" -> value.isObject();
            default -> false;
        };
    }

    private static boolean containsValue(JsonNode values, JsonNode value) {
        for (JsonNode allowed : values) {
            if (allowed.equals(value)) {
                return true;
            }
        }
        return false;
    }

    private void checkFormat(String path, String format, JsonNode value) {
        try {
            switch (format) {
                case "uuid" -> UUID.fromString(value.asText());
                case "date-time" -> OffsetDateTime.parse(value.asText());
                default -> { }
            }
        } catch (IllegalArgumentException | DateTimeParseException e) {
            problems.add(path + ": " + value + " is not a " + format);
        }
    }

    private JsonNode resolve(JsonNode schema) {
        String reference = schema.path("$ref").asText("");
        return reference.startsWith("#/") ? resolve(description.at(reference.substring(1))) : schema;
    }
}
