package com.medvigil.assessment;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Whether an assessment's check was incomplete: medicines or allergy substances the engine did not
 * recognise and so did not check. Read from the stored result; a result stored before the engine
 * said {@code incomplete} counts as incomplete when it lists unrecognised medicines.
 */
public record IncompleteCheck(boolean incomplete, List<String> medicines, List<String> allergies) {

    public static final IncompleteCheck NONE = new IncompleteCheck(false, List.of(), List.of());

    public IncompleteCheck {
        medicines = List.copyOf(medicines);
        allergies = List.copyOf(allergies);
    }

    /** From a stored result document ({@link StoredResults}); NONE when there is no result yet. */
    public static IncompleteCheck of(JsonNode result) {
        if (result == null || !result.isObject()) {
            return NONE;
        }
        List<String> medicines = texts(result.get("unrecognizedMedications"));
        List<String> allergies = texts(result.get("unrecognizedAllergies"));
        boolean flagged = result.path("incomplete").asBoolean(false);
        return new IncompleteCheck(flagged || !medicines.isEmpty() || !allergies.isEmpty(), medicines, allergies);
    }

    /** "Incomplete check: 2 medicines and 1 allergy not recognised", or empty when complete. */
    public String notice() {
        if (!incomplete) {
            return "";
        }
        List<String> counts = new ArrayList<>();
        if (!medicines.isEmpty()) {
            counts.add(medicines.size() + (medicines.size() == 1 ? " medicine" : " medicines"));
        }
        if (!allergies.isEmpty()) {
            counts.add(allergies.size() + (allergies.size() == 1 ? " allergy" : " allergies"));
        }
        return counts.isEmpty() ? "Incomplete check"
                : "Incomplete check: " + String.join(" and ", counts) + " not recognised";
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        if (array != null && array.isArray()) {
            array.forEach(item -> texts.add(item.asText()));
        }
        return texts;
    }
}
