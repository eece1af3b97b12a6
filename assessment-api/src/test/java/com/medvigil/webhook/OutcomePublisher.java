package com.medvigil.webhook;

import java.time.Instant;
import java.util.UUID;

import org.springframework.context.ApplicationContext;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.assessment.RiskLevel;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.webhook.AssessmentEvent;

/**
 * Completes and fails assessments the way assessment processing does for the webhook outbox: in
 * the tenant's scope, inside a transaction, through {@link WebhookOutbox#publish}.
 */
final class OutcomePublisher {

    static final String SUMMARY = "Warfarin with fluconazole: fluconazole inhibits CYP2C9 and raises the bleeding risk.";

    private final TenantContext tenantContext;
    private final TransactionTemplate transaction;
    private final WebhookOutbox outbox;

    OutcomePublisher(ApplicationContext application) {
        this.tenantContext = application.getBean(TenantContext.class);
        this.transaction = new TransactionTemplate(application.getBean(PlatformTransactionManager.class));
        this.outbox = application.getBean(WebhookOutbox.class);
    }

    /** An event as it was published, with the id every delivery of it carries. */
    record Published(UUID eventId, AssessmentEvent event) {
    }

    Published completed(UUID tenantId) {
        return publish(tenantId, AssessmentEvent.completed(UUID.randomUUID(), UUID.randomUUID(), RiskLevel.SEVERE, SUMMARY,
                Instant.now()));
    }

    Published failed(UUID tenantId) {
        return publish(tenantId, AssessmentEvent.failed(UUID.randomUUID(), UUID.randomUUID(),
                "The engine could not read medication 1", Instant.now()));
    }

    Published publish(UUID tenantId, AssessmentEvent event) {
        UUID eventId = tenantContext.callAs(tenantId, () -> transaction.execute(status -> outbox.publish(event)));
        return new Published(eventId, event);
    }
}
