package com.medvigil.model.cdshooks;

import java.util.List;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;

/** Every feedback entry the current tenant's EHRs sent about shown cards. */
public interface FeedbackEntries extends JpaRepository<FeedbackEntry, UUID> {

    List<FeedbackEntry> findByCardIdOrderByOutcomeAtAscReceivedAtAsc(UUID cardId);
}
