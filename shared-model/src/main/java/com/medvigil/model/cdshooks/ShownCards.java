package com.medvigil.model.cdshooks;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.UUID;

import jakarta.persistence.LockModeType;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Lock;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/** The cards the current tenant's CDS services showed, with their latest outcome. */
public interface ShownCards extends JpaRepository<ShownCard, UUID> {

    /**
     * The cards with these ids, locked until the transaction ends, in id order (so two requests
     * about the same cards never wait for each other crosswise).
     */
    @Lock(LockModeType.PESSIMISTIC_WRITE)
    @Query("select c from ShownCard c where c.id in :ids order by c.id")
    List<ShownCard> lockAll(@Param("ids") Collection<UUID> ids);

    /** Per rule: cards shown since the instant, and how many ended accepted and overridden. */
    @Query("select new com.medvigil.model.cdshooks.RuleTally(c.ruleId, c.findingType, count(c),"
            + " sum(case when c.outcome = com.medvigil.model.cdshooks.CardOutcome.ACCEPTED then 1 else 0 end),"
            + " sum(case when c.outcome = com.medvigil.model.cdshooks.CardOutcome.OVERRIDDEN then 1 else 0 end))"
            + " from ShownCard c where c.shownAt >= :since group by c.ruleId, c.findingType")
    List<RuleTally> tallyRules(@Param("since") Instant since);

    /** Per rule and override reason (null: none given): overridden cards shown since the instant. */
    @Query("select new com.medvigil.model.cdshooks.ReasonTally(c.ruleId, c.findingType, c.overrideReason, count(c))"
            + " from ShownCard c where c.shownAt >= :since"
            + " and c.outcome = com.medvigil.model.cdshooks.CardOutcome.OVERRIDDEN"
            + " group by c.ruleId, c.findingType, c.overrideReason")
    List<ReasonTally> tallyOverrideReasons(@Param("since") Instant since);
}
