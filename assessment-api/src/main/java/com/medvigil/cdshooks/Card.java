package com.medvigil.cdshooks;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A CDS Hooks 2.0 card: {@code summary} under 140 characters, {@code indicator} info, warning or
 * critical, {@code detail} in GitHub-flavoured markdown, and the suggestions, override reasons
 * and links the EHR shows with it. Empty lists and nulls are left out of the JSON.
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record Card(String uuid, String summary, String detail, String indicator, Source source,
                   List<Suggestion> suggestions, String selectionBehavior, List<Coding> overrideReasons,
                   List<Link> links) {

    public static final int SUMMARY_MAX_LENGTH = 140;

    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public record Source(String label, String url, Coding topic) {
    }

    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public record Coding(String system, String code, String display) {
    }

    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public record Suggestion(String label, String uuid, Boolean isRecommended, List<Action> actions) {
    }

    /** A {@code delete} names the resource by {@code resourceId} ("MedicationRequest/123"). */
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public record Action(String type, String description, String resourceId) {
    }

    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public record Link(String label, String url, String type) {
    }
}
