package com.medvigil.fhir.submit;

import java.util.Iterator;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * FHIR R4 strings hold no character below U+0020 but tab, carriage return and line feed (R4
 * datatypes, "string"). HAPI's parser lets them through, and PostgreSQL cannot store a NUL at
 * all, so one would fail the whole bundle's transaction; an entry carrying one is refused on its
 * own instead, naming the element.
 */
final class FhirStringCharacters {

    private FhirStringCharacters() {
    }

    /** Refuses the entry at the first text value that holds a forbidden character. */
    static void check(JsonNode resource) {
        check(resource, "resource");
    }

    private static void check(JsonNode node, String path) {
        if (node.isTextual()) {
            checkText(node.textValue(), path);
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                check(node.get(i), path + "[" + i + "]");
            }
        } else if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
                Map.Entry<String, JsonNode> field = fields.next();
                checkText(field.getKey(), path);
                check(field.getValue(), path + "." + field.getKey());
            }
        }
    }

    private static void checkText(String text, String path) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 && c != '\t' && c != '\r' && c != '\n') {
                throw EntryProblem.invalid(path, "%s holds the control character U+%04X at character %d; FHIR strings may hold no character below U+0020 but tab, carriage return and line feed"
                        .formatted(path, (int) c, i + 1));
            }
        }
    }
}
