package com.medvigil.fhir.submit;

import java.util.Iterator;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.medvigil.fhir.FhirStringRule;

/**
 * Applies {@link FhirStringRule} to a submitted entry. HAPI's parser lets such characters
 * through, and PostgreSQL cannot store a NUL at all, so one would fail the whole bundle's
 * transaction; an entry carrying one is refused on its own instead, naming the element.
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
        String problem = FhirStringRule.problemIn(text);
        if (problem != null) {
            throw EntryProblem.invalid(path, path + " " + problem);
        }
    }
}
