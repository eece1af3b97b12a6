package com.medvigil.webhook;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.webhook.OutboxEvents;
import com.medvigil.model.webhook.WebhookDeliveries;

/**
 * Deletes finished deliveries, their attempts and their events once they are older than
 * {@code medvigil.webhooks.retention}, in small batches so that no sweep holds many locks.
 * Every replica may sweep; deleting what another replica already deleted changes nothing.
 */
@Component
class DeliveryRetention {

    private static final Logger log = LoggerFactory.getLogger(DeliveryRetention.class);
    private static final int BATCH_SIZE = 500;

    private final WebhookDeliveries deliveries;
    private final OutboxEvents events;
    private final TenantContext tenantContext;
    private final TransactionTemplate transaction;
    private final Duration retention;
    private final Clock clock;

    DeliveryRetention(WebhookDeliveries deliveries, OutboxEvents events, TenantContext tenantContext,
                      PlatformTransactionManager transactionManager, WebhookProperties properties, Clock clock) {
        this.deliveries = deliveries;
        this.events = events;
        this.tenantContext = tenantContext;
        this.transaction = new TransactionTemplate(transactionManager);
        this.retention = properties.retention();
        this.clock = clock;
    }

    @Scheduled(fixedDelayString = "PT1H", initialDelayString = "PT10M")
    void sweep() {
        Instant cutoff = clock.instant().minus(retention);
        int deleted = tenantContext.callForAllTenants(() -> sweepBefore(cutoff));
        if (deleted > 0) {
            log.info("Deleted {} webhook deliveries and events finished before {}", deleted, cutoff);
        }
    }

    int sweepBefore(Instant cutoff) {
        int total = 0;
        int batch;
        do {
            batch = transaction.execute(status -> deliveries.deleteFinishedBefore(cutoff, BATCH_SIZE));
            total += batch;
        } while (batch == BATCH_SIZE);
        do {
            batch = transaction.execute(status -> events.deleteDispatchedBefore(cutoff, BATCH_SIZE));
            total += batch;
        } while (batch == BATCH_SIZE);
        return total;
    }
}
