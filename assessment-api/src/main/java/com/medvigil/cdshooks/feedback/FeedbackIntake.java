package com.medvigil.cdshooks.feedback;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.medvigil.model.cdshooks.FeedbackEntries;
import com.medvigil.model.cdshooks.FeedbackEntry;
import com.medvigil.model.cdshooks.ShownCard;
import com.medvigil.model.cdshooks.ShownCards;
import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.error.NotFoundException;

/**
 * Takes the feedback an EHR posts about cards one service showed: every entry is kept, and each
 * card takes the latest outcome reported, all in one transaction or not at all.
 */
@Service
public class FeedbackIntake {

    /** How far ahead of this service's clock an EHR's clock may run before its timestamps are refused. */
    static final Duration CLOCK_SKEW = Duration.ofMinutes(5);

    private final ShownCards shownCards;
    private final FeedbackEntries feedbackEntries;
    private final Clock clock;

    FeedbackIntake(ShownCards shownCards, FeedbackEntries feedbackEntries, Clock clock) {
        this.shownCards = shownCards;
        this.feedbackEntries = feedbackEntries;
        this.clock = clock;
    }

    /**
     * Records the entries, in order. A card the tenant was not shown by this service is answered
     * like a missing one (404), naming the entry; then nothing is stored.
     */
    @Transactional
    public void record(String serviceId, List<CardFeedback> feedback) {
        Instant receivedAt = clock.instant();
        for (int i = 0; i < feedback.size(); i++) {
            if (feedback.get(i).outcomeAt().isAfter(receivedAt.plus(CLOCK_SKEW))) {
                throw new InvalidFieldException("feedback[" + i + "].outcomeTimestamp", "must not be in the future");
            }
        }
        Map<UUID, ShownCard> cards = shownCards.lockAll(new TreeSet<>(feedback.stream().map(CardFeedback::card).toList()))
                .stream().collect(Collectors.toMap(ShownCard::getId, Function.identity()));
        for (int i = 0; i < feedback.size(); i++) {
            UUID id = feedback.get(i).card();
            ShownCard card = cards.get(id);
            if (card == null || !card.getServiceId().equals(serviceId)) {
                throw new NotFoundException("feedback[" + i + "].card: card", id + " of service " + serviceId);
            }
        }
        for (CardFeedback entry : feedback) {
            String reasonCode = entry.reason() == null ? null : entry.reason().code();
            feedbackEntries.save(new FeedbackEntry(entry.card(), entry.outcome(), entry.acceptedSuggestions(), reasonCode,
                    entry.userComment(), entry.outcomeAt(), receivedAt));
            cards.get(entry.card()).reportOutcome(entry.outcome(), reasonCode, entry.outcomeAt());
        }
    }
}
