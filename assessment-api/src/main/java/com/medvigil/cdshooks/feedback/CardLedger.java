package com.medvigil.cdshooks.feedback;

import java.time.Clock;
import java.time.Instant;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

import com.medvigil.model.cdshooks.ShownCard;
import com.medvigil.model.cdshooks.ShownCards;
import com.medvigil.model.tenancy.TenantContext;

/**
 * The cards the tenant's CDS services showed, and which alerts prescribers already overrode: the
 * PDDI guide's repeated-alert filter. Everything is read from the database, so every replica
 * answers the same.
 */
@Component
public class CardLedger {

    /** Longest repeat key the ledger keeps (its column's length). */
    static final int MAX_REPEAT_KEY_LENGTH = 2000;
    private static final String SEPARATOR = "|";

    private final ShownCards shownCards;
    private final JdbcClient jdbc;
    private final TenantContext tenantContext;
    private final Clock clock;

    CardLedger(ShownCards shownCards, JdbcClient jdbc, TenantContext tenantContext, Clock clock) {
        this.shownCards = shownCards;
        this.jdbc = jdbc;
        this.tenantContext = tenantContext;
        this.clock = clock;
    }

    /** Records cards as shown, in the caller's transaction (tenant from the current tenant scope). */
    @Transactional
    public void recordShown(List<IssuedCard> cards) {
        tenantContext.requireTenantId();
        Instant now = clock.instant();
        shownCards.saveAll(cards.stream().map(card -> shownCard(card, now)).toList());
    }

    /**
     * Repeat keys of cards overridden earlier for this hookInstance, or for this encounter (either may
     * be null). Asked of every hook call, so in SQL with the tenant named: Hibernate translates a
     * query afresh at each call in a tenant's session (its tenant filter makes it uncacheable),
     * which made these lookups a sixth of a call's work. Two plain selects rather than one UNION:
     * each uses its own index, and H2 keeps a plain select's plan where it parses a UNION afresh.
     */
    @Transactional(readOnly = true)
    public Set<String> overriddenRepeatKeys(String hookInstance, String encounterId) {
        UUID tenantId = tenantContext.requireTenantId();
        Set<String> keys = new HashSet<>();
        if (hookInstance != null) {
            keys.addAll(overriddenWhere("hook_instance", tenantId, hookInstance));
        }
        if (encounterId != null) {
            keys.addAll(overriddenWhere("encounter_id", tenantId, encounterId));
        }
        return keys;
    }

    private List<String> overriddenWhere(String column, UUID tenantId, String value) {
        return jdbc.sql("SELECT repeat_key FROM cds_card WHERE tenant_id = :tenant AND " + column
                        + " = :value AND outcome = 'OVERRIDDEN'")
                .param("tenant", tenantId).param("value", value).query(String.class).list();
    }

    /**
     * The rule and the medicines' identities, sorted and each once, joined by {@code |}: the same
     * interaction between the same medicines has one key whatever order the engine found them in.
     */
    public static String repeatKey(String ruleId, Collection<String> medicineKeys) {
        return ruleId + SEPARATOR + String.join(SEPARATOR, new TreeSet<>(medicineKeys));
    }

    private static ShownCard shownCard(IssuedCard card, Instant shownAt) {
        String repeatKey = card.repeatKey();
        if (repeatKey.length() > MAX_REPEAT_KEY_LENGTH) {
            throw new IllegalArgumentException("The repeat key of card " + card.cardId() + " is longer than "
                    + MAX_REPEAT_KEY_LENGTH + " characters");
        }
        return new ShownCard(card.cardId(), card.assessmentId(), card.serviceId(), card.hookInstance(), card.encounterId(),
                card.patientFhirId(), card.ruleId(), card.findingType(), card.severity(), repeatKey, shownAt);
    }
}
