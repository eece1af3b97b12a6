package com.medvigil.cdshooks.feedback;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

import com.medvigil.model.cdshooks.CardOutcome;

/**
 * One checked feedback entry: accepted with the suggestions taken, or overridden with an
 * optional reason from {@link OverrideReason} and an optional comment.
 */
public record CardFeedback(UUID card, CardOutcome outcome, List<String> acceptedSuggestions, OverrideReason reason,
                           String userComment, Instant outcomeAt) {

    public CardFeedback {
        Objects.requireNonNull(card, "card");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(outcomeAt, "outcomeAt");
        acceptedSuggestions = List.copyOf(acceptedSuggestions);
        if (outcome == CardOutcome.ACCEPTED && (acceptedSuggestions.isEmpty() || reason != null || userComment != null)) {
            throw new IllegalArgumentException("Accepted feedback names suggestions and gives no override reason");
        }
        if (outcome == CardOutcome.OVERRIDDEN && !acceptedSuggestions.isEmpty()) {
            throw new IllegalArgumentException("Overridden feedback accepts no suggestions");
        }
    }

    public static CardFeedback accepted(UUID card, List<String> suggestions, Instant outcomeAt) {
        return new CardFeedback(card, CardOutcome.ACCEPTED, suggestions, null, null, outcomeAt);
    }

    public static CardFeedback overridden(UUID card, OverrideReason reason, String userComment, Instant outcomeAt) {
        return new CardFeedback(card, CardOutcome.OVERRIDDEN, List.of(), reason, userComment, outcomeAt);
    }
}
