package com.medvigil.cdshooks.feedback;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;

import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.cdshooks.FeedbackEntries;
import com.medvigil.model.cdshooks.FeedbackEntry;
import com.medvigil.model.cdshooks.ShownCard;
import com.medvigil.model.cdshooks.ShownCards;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.testing.TestTenant;

/**
 * Shows cards the way the hook services do (through {@link CardLedger#recordShown}, inside the
 * tenant's scope and a transaction), and looks into the ledger as the tenant. A bean of the test
 * application, so API and dashboard tests simply autowire it.
 */
@Component
public class ShownCardsFixture {

    private final CardLedger ledger;
    private final ShownCards shownCards;
    private final FeedbackEntries feedbackEntries;
    private final TenantContext tenantContext;
    private final TransactionTemplate transaction;

    ShownCardsFixture(CardLedger ledger, ShownCards shownCards, FeedbackEntries feedbackEntries, TenantContext tenantContext,
                      PlatformTransactionManager transactionManager) {
        this.ledger = ledger;
        this.shownCards = shownCards;
        this.feedbackEntries = feedbackEntries;
        this.tenantContext = tenantContext;
        this.transaction = new TransactionTemplate(transactionManager);
    }

    /** A card of the order-sign service about these medicines, in a hook instance and encounter of its own. */
    public static IssuedCard card(String ruleId, String... medicineKeys) {
        return cardIn("order-sign", UUID.randomUUID().toString(), "enc-" + UUID.randomUUID(), ruleId, medicineKeys);
    }

    /** A card of this service in this hook instance and encounter (either may be null). */
    public static IssuedCard cardIn(String serviceId, String hookInstance, String encounterId, String ruleId,
                                  String... medicineKeys) {
        return new IssuedCard(UUID.randomUUID(), UUID.randomUUID(), serviceId, hookInstance, encounterId, "patient-1", ruleId,
                "interaction", "major", Arrays.asList(medicineKeys));
    }

    /** Shows the cards to the tenant's prescriber, as the hook service does. */
    public void show(TestTenant tenant, IssuedCard... cards) {
        inside(tenant, () -> {
            ledger.recordShown(List.of(cards));
            return null;
        });
    }

    public Set<String> overriddenRepeatKeys(TestTenant tenant, String hookInstance, String encounterId) {
        try (TenantContext.Scope ignored = tenantContext.enter(tenant.tenantId())) {
            return ledger.overriddenRepeatKeys(hookInstance, encounterId);
        }
    }

    /** The card as the tenant's ledger holds it (empty for another tenant's card). */
    public Optional<ShownCard> stored(TestTenant tenant, UUID cardId) {
        return inside(tenant, () -> shownCards.findById(cardId));
    }

    public List<FeedbackEntry> feedbackOf(TestTenant tenant, UUID cardId) {
        return inside(tenant, () -> feedbackEntries.findByCardIdOrderByOutcomeAtAscReceivedAtAsc(cardId));
    }

    private <T> T inside(TestTenant tenant, Supplier<T> work) {
        try (TenantContext.Scope ignored = tenantContext.enter(tenant.tenantId())) {
            return transaction.execute(status -> work.get());
        }
    }
}
