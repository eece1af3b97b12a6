package com.medvigil.model.cdshooks;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Table;

import org.hibernate.annotations.TenantId;

import com.medvigil.model.persistence.AssignedIdEntity;

/** One feedback entry an EHR sent about a shown card, kept as received. */
@Entity
@Table(name = "cds_card_feedback")
public class FeedbackEntry extends AssignedIdEntity {

    /** Suggestion ids hold no control characters, so a line break cannot occur inside one. */
    private static final String SUGGESTION_SEPARATOR = "\n";

    @TenantId
    @Column(name = "tenant_id", nullable = false, updatable = false)
    private UUID tenantId;

    @Column(name = "card_id", nullable = false, updatable = false)
    private UUID cardId;

    @Enumerated(EnumType.STRING)
    @Column(name = "outcome", nullable = false, updatable = false)
    private CardOutcome outcome;

    @Column(name = "accepted_suggestions", updatable = false)
    private String acceptedSuggestions;

    @Column(name = "override_reason", updatable = false)
    private String overrideReason;

    @Column(name = "user_comment", updatable = false)
    private String userComment;

    @Column(name = "outcome_at", nullable = false, updatable = false)
    private Instant outcomeAt;

    @Column(name = "received_at", nullable = false, updatable = false)
    private Instant receivedAt;

    protected FeedbackEntry() {
        // for JPA
    }

    public FeedbackEntry(UUID cardId, CardOutcome outcome, List<String> acceptedSuggestions, String overrideReason,
                         String userComment, Instant outcomeAt, Instant receivedAt) {
        super(UUID.randomUUID());
        this.cardId = cardId;
        this.outcome = outcome;
        this.acceptedSuggestions = acceptedSuggestions.isEmpty() ? null : String.join(SUGGESTION_SEPARATOR, acceptedSuggestions);
        this.overrideReason = overrideReason;
        this.userComment = userComment;
        this.outcomeAt = outcomeAt;
        this.receivedAt = receivedAt;
    }

    public UUID getCardId() {
        return cardId;
    }

    public CardOutcome getOutcome() {
        return outcome;
    }

    public List<String> getAcceptedSuggestions() {
        return acceptedSuggestions == null ? List.of() : Arrays.asList(acceptedSuggestions.split(SUGGESTION_SEPARATOR));
    }

    public String getOverrideReason() {
        return overrideReason;
    }

    public String getUserComment() {
        return userComment;
    }

    public Instant getOutcomeAt() {
        return outcomeAt;
    }

    public Instant getReceivedAt() {
        return receivedAt;
    }
}
