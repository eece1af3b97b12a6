package com.medvigil.cdshooks.feedback.web;

import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.medvigil.cdshooks.feedback.CardFeedback;
import com.medvigil.cdshooks.feedback.OverrideReason;
import com.medvigil.model.cdshooks.CardOutcome;
import com.medvigil.model.error.FieldPath;
import com.medvigil.web.FreeText;

/**
 * The body of a CDS Hooks 2.0 feedback request, read strictly: each rule the specification states
 * (and the few docs/cds-hooks.md adds) is a 400 naming the field. Every object may carry the
 * specification's reserved {@code extension}, which must be an object and is not kept.
 */
record FeedbackRequest(List<FeedbackBody> feedback, JsonNode extension) {

    static final int MAX_ENTRIES = 100;
    static final int MAX_SUGGESTIONS = 50;
    static final int MAX_ID_LENGTH = 200;
    static final int MAX_COMMENT_LENGTH = 2000;
    private static final Pattern UUID_TEXT = Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    record FeedbackBody(String card, String outcome, List<SuggestionBody> acceptedSuggestions,
                        OverrideReasonBody overrideReason, String outcomeTimestamp, JsonNode extension) {
    }

    record SuggestionBody(String id, JsonNode extension) {
    }

    record OverrideReasonBody(CodingBody reason, @FreeText String userComment, JsonNode extension) {
    }

    record CodingBody(String code, String system, String display, JsonNode extension) {
    }

    /** The entries, checked; a missing body is refused like an empty one. */
    static List<CardFeedback> checked(FeedbackRequest request) {
        if (request == null) {
            throw FieldPath.BODY.invalid("is required: {\"feedback\": [{\"card\", \"outcome\", \"outcomeTimestamp\", ...}]}");
        }
        extension(FieldPath.BODY, request.extension());
        FieldPath list = FieldPath.root("feedback");
        List<FeedbackBody> entries = list.required(request.feedback());
        if (entries.isEmpty() || entries.size() > MAX_ENTRIES) {
            throw list.invalid("must hold 1 to " + MAX_ENTRIES + " entries");
        }
        List<CardFeedback> checked = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            checked.add(entry(list.index(i), entries.get(i)));
        }
        return checked;
    }

    private static CardFeedback entry(FieldPath path, FeedbackBody body) {
        path.required(body);
        extension(path, body.extension());
        UUID card = uuid(path.child("card"), body.card());
        FieldPath outcomePath = path.child("outcome");
        CardOutcome outcome = CardOutcome.fromValue(outcomePath.required(body.outcome()))
                .orElseThrow(() -> outcomePath.invalid("must be one of " + String.join(", ", CardOutcome.allValues())));
        OffsetDateTime outcomeAt = timestamp(path.child("outcomeTimestamp"), body.outcomeTimestamp());
        if (outcome == CardOutcome.ACCEPTED) {
            if (body.overrideReason() != null) {
                throw path.child("overrideReason").invalid("is only allowed when outcome is overridden");
            }
            return CardFeedback.accepted(card, suggestions(path.child("acceptedSuggestions"), body.acceptedSuggestions()),
                    outcomeAt.toInstant());
        }
        if (body.acceptedSuggestions() != null) {
            throw path.child("acceptedSuggestions").invalid("is only allowed when outcome is accepted");
        }
        OverrideReasonBody reason = body.overrideReason();
        if (reason == null) {
            return CardFeedback.overridden(card, null, null, outcomeAt.toInstant());
        }
        FieldPath reasonPath = path.child("overrideReason");
        extension(reasonPath, reason.extension());
        String comment = reasonPath.child("userComment").optionalText(reason.userComment(), MAX_COMMENT_LENGTH);
        if (reason.reason() == null && comment == null) {
            throw reasonPath.invalid("must give a reason, a userComment or both");
        }
        return CardFeedback.overridden(card, reason.reason() == null ? null : coding(reasonPath.child("reason"), reason.reason()),
                comment, outcomeAt.toInstant());
    }

    private static List<String> suggestions(FieldPath path, List<SuggestionBody> suggestions) {
        if (suggestions == null || suggestions.isEmpty()) {
            throw path.invalid("is required when outcome is accepted and must name at least one suggestion");
        }
        if (suggestions.size() > MAX_SUGGESTIONS) {
            throw path.invalid("must hold at most " + MAX_SUGGESTIONS + " suggestions");
        }
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < suggestions.size(); i++) {
            FieldPath item = path.index(i);
            SuggestionBody suggestion = item.required(suggestions.get(i));
            extension(item, suggestion.extension());
            ids.add(item.child("id").requiredText(suggestion.id(), MAX_ID_LENGTH));
        }
        return ids;
    }

    private static OverrideReason coding(FieldPath path, CodingBody coding) {
        extension(path, coding.extension());
        String code = path.child("code").requiredText(coding.code(), MAX_ID_LENGTH);
        String system = path.child("system").requiredText(coding.system(), MAX_ID_LENGTH);
        path.child("display").optionalText(coding.display(), MAX_ID_LENGTH);
        if (!OverrideReason.SYSTEM.equals(system)) {
            throw path.child("system").invalid("must be " + OverrideReason.SYSTEM + ", the system of the card's overrideReasons");
        }
        return OverrideReason.fromCode(code).orElseThrow(() -> path.child("code")
                .invalid("must be one of the card's overrideReasons: " + String.join(", ", OverrideReason.allCodes())));
    }

    private static UUID uuid(FieldPath path, String text) {
        String value = path.requiredText(text, MAX_ID_LENGTH);
        if (!UUID_TEXT.matcher(value).matches()) {
            throw path.invalid("must be the uuid of a card, such as 4e0a3a1e-3283-4575-ab82-028d55fe2719");
        }
        return UUID.fromString(value);
    }

    private static OffsetDateTime timestamp(FieldPath path, String text) {
        String value = path.requiredText(text, MAX_ID_LENGTH);
        try {
            return OffsetDateTime.parse(value);
        } catch (DateTimeParseException e) {
            throw path.invalid("must be an ISO 8601 date-time with its offset, such as 2026-01-31T08:30:00Z");
        }
    }

    private static void extension(FieldPath path, JsonNode extension) {
        if (extension != null && !extension.isObject()) {
            throw path.child("extension").invalid("must be a JSON object");
        }
    }
}
