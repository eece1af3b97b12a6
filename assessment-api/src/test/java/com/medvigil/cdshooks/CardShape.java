package com.medvigil.cdshooks;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The CDS Hooks 2.0 card shape, written from the specification's Card, Source, Suggestion, Action
 * and Link tables: what a card must carry, and what its values may be.
 */
final class CardShape {

    private static final Set<String> INDICATORS = Set.of("info", "warning", "critical");
    private static final Set<String> ACTION_TYPES = Set.of("create", "update", "delete");
    private static final Set<String> SELECTION_BEHAVIORS = Set.of("at-most-one", "any");
    private static final Set<String> LINK_TYPES = Set.of("absolute", "smart");

    private CardShape() {
    }

    /** Every way the card departs from the shape; empty for a valid card. */
    static List<String> problems(JsonNode card) {
        List<String> problems = new ArrayList<>();
        String summary = card.path("summary").asText("");
        if (summary.isBlank() || summary.length() >= 140) {
            problems.add("summary must be present and under 140 characters: '" + summary + "'");
        }
        if (!INDICATORS.contains(card.path("indicator").asText())) {
            problems.add("indicator must be info, warning or critical");
        }
        JsonNode source = card.path("source");
        if (!source.isObject() || source.path("label").asText("").isBlank()) {
            problems.add("source.label is required");
        }
        if (source.has("topic") && (!source.get("topic").has("code") || !source.get("topic").has("system"))) {
            problems.add("source.topic must be a Coding with system and code");
        }
        if (card.has("uuid") && !card.get("uuid").asText().matches("[0-9a-f-]{36}")) {
            problems.add("uuid must be a UUID");
        }
        boolean hasSuggestions = card.path("suggestions").size() > 0;
        for (JsonNode suggestion : card.path("suggestions")) {
            if (suggestion.path("label").asText("").isBlank()) {
                problems.add("a suggestion needs a label");
            }
            for (JsonNode action : suggestion.path("actions")) {
                String type = action.path("type").asText();
                if (!ACTION_TYPES.contains(type) || action.path("description").asText("").isBlank()) {
                    problems.add("an action needs a type (create, update, delete) and a description");
                }
                if ("delete".equals(type) && !action.path("resourceId").asText("").matches("[A-Za-z]+/[A-Za-z0-9\\-.]+")) {
                    problems.add("a delete action names its resource by resourceId");
                }
                if (("create".equals(type) || "update".equals(type)) && !action.path("resource").isObject()) {
                    problems.add("a create or update action carries its resource");
                }
            }
        }
        if (hasSuggestions != card.has("selectionBehavior")
                || hasSuggestions && !SELECTION_BEHAVIORS.contains(card.get("selectionBehavior").asText())) {
            problems.add("selectionBehavior (at-most-one or any) goes with suggestions, and only with them");
        }
        for (JsonNode reason : card.path("overrideReasons")) {
            if (reason.path("code").asText("").isBlank() || reason.path("system").asText("").isBlank()) {
                problems.add("an override reason is a Coding with system and code");
            }
        }
        for (JsonNode link : card.path("links")) {
            if (link.path("label").asText("").isBlank() || !link.path("url").asText("").startsWith("http")
                    || !LINK_TYPES.contains(link.path("type").asText())) {
                problems.add("a link needs a label, an absolute url and a type (absolute or smart)");
            }
        }
        return problems;
    }
}
