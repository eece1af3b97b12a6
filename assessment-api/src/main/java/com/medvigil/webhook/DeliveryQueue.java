package com.medvigil.webhook;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.webhook.DeliveryAttempt;
import com.medvigil.model.webhook.DeliveryAttempts;
import com.medvigil.model.webhook.DeliveryState;
import com.medvigil.model.webhook.OutboxEvent;
import com.medvigil.model.webhook.OutboxEvents;
import com.medvigil.model.webhook.Webhook;
import com.medvigil.model.webhook.WebhookDeliveries;
import com.medvigil.model.webhook.WebhookDelivery;
import com.medvigil.model.webhook.WebhookEventType;
import com.medvigil.model.webhook.WebhookStatus;
import com.medvigil.model.webhook.Webhooks;

/**
 * The database side of delivering. One transaction fans new outbox events out and claims due
 * deliveries under a lease, with everything their attempts send; a second records each
 * attempt's outcome. Every write after the claim names the lease token, so a replica whose lease
 * ran out (it was presumed dead) cannot overwrite its successor's work.
 */
@Component
class DeliveryQueue {

    private static final Logger log = LoggerFactory.getLogger(DeliveryQueue.class);

    /** A delivery leased to this replica for one attempt, with what the attempt sends. */
    record Claim(UUID deliveryId, UUID tenantId, UUID leaseToken, Instant leasedUntil, UUID webhookId, String url,
                 String secretCiphertext, WebhookEventType eventType, String payload, int number, Instant firstAttemptAt) {
    }

    /** What one dispatch round did: events fanned out, and deliveries claimed for attempts. */
    record Round(int eventsDispatched, List<Claim> claims) {
    }

    /**
     * What recording an attempt did: the delivery's new state, and when it is pending, the time of
     * its retry. No state when nothing was recorded (the lease was lost, or the webhook deleted).
     */
    record Recorded(Optional<DeliveryState> state, Optional<Instant> retryAt) {

        static final Recorded NOTHING = new Recorded(Optional.empty(), Optional.empty());
    }

    private final OutboxDispatch outbox;
    private final WebhookDeliveries deliveries;
    private final DeliveryAttempts attempts;
    private final Webhooks webhooks;
    private final WebhookHealth health;
    private final OutboxEvents events;
    private final RetrySchedule retries;
    private final TenantContext tenantContext;
    private final TransactionTemplate transaction;
    private final Duration lease;
    private final Duration disableAfter;
    private final Clock clock;
    private final ApplicationEventPublisher publisher;

    DeliveryQueue(OutboxDispatch outbox, WebhookDeliveries deliveries, DeliveryAttempts attempts, Webhooks webhooks,
                  WebhookHealth health, OutboxEvents events, RetrySchedule retries, TenantContext tenantContext,
                  PlatformTransactionManager transactionManager, WebhookProperties properties, Clock clock,
                  ApplicationEventPublisher publisher) {
        this.outbox = outbox;
        this.deliveries = deliveries;
        this.attempts = attempts;
        this.webhooks = webhooks;
        this.health = health;
        this.events = events;
        this.retries = retries;
        this.tenantContext = tenantContext;
        this.transaction = new TransactionTemplate(transactionManager);
        this.lease = properties.lease();
        this.disableAfter = properties.disableAfter();
        this.clock = clock;
        this.publisher = publisher;
    }

    /**
     * In one transaction, across tenants: fans out up to a batch of new outbox events, then
     * leases up to {@code max} due deliveries (those just created among them), skipping rows
     * other replicas hold. A due delivery whose webhook is no longer active is cancelled rather
     * than claimed, and one whose retry window has passed is failed.
     */
    Round dispatchAndClaim(int max) {
        return tenantContext.callForAllTenants(() -> transaction.execute(status -> {
            Instant now = clock.instant();
            int dispatched = outbox.fanOut(now);
            return new Round(dispatched, max > 0 ? claimDue(max, now) : List.of());
        }));
    }

    private List<Claim> claimDue(int max, Instant now) {
        List<WebhookDelivery> due = deliveries.lockDue(now, max);
        if (due.isEmpty()) {
            return List.of();
        }
        Map<UUID, Webhook> webhooksById = webhooks.findAllById(due.stream().map(WebhookDelivery::getWebhookId).distinct().toList())
                .stream().collect(Collectors.toMap(Webhook::getId, Function.identity()));
        Map<UUID, OutboxEvent> eventsById = events.findAllById(due.stream().map(WebhookDelivery::getEventId).distinct().toList())
                .stream().collect(Collectors.toMap(OutboxEvent::getId, Function.identity()));
        List<Claim> claims = new ArrayList<>();
        for (WebhookDelivery delivery : due) {
            Webhook webhook = webhooksById.get(delivery.getWebhookId());
            if (webhook.getStatus() != WebhookStatus.ACTIVE) {
                delivery.finishUnattempted(DeliveryState.CANCELLED, "webhook is " + webhook.getStatus().value(), now);
            } else if (delivery.getFirstAttemptAt() != null
                    && now.isAfter(delivery.getFirstAttemptAt().plus(WebhookProperties.RETRY_WINDOW))) {
                delivery.finishUnattempted(DeliveryState.FAILED, "the retry window of "
                        + WebhookProperties.RETRY_WINDOW.toMinutes() + " minutes after the first attempt ended before"
                        + " the next attempt", now);
            } else {
                UUID token = UUID.randomUUID();
                Instant leasedUntil = now.plus(lease);
                delivery.lease(token, leasedUntil);
                OutboxEvent event = eventsById.get(delivery.getEventId());
                claims.add(new Claim(delivery.getId(), delivery.getTenantId(), token, leasedUntil, webhook.getId(), webhook.getUrl(),
                        webhook.getSecretCiphertext(), event.getType(), event.getPayload(),
                        delivery.getAttemptCount() + 1, delivery.getFirstAttemptAt()));
            }
        }
        return claims;
    }

    /**
     * Records the attempt and decides what follows: delivered, a retry (whose time is answered,
     * so the caller can wake up for it), or failed for good. Call in the claim's tenant scope.
     */
    Recorded record(Claim claim, AttemptOutcome outcome) {
        return transaction.execute(status -> {
            Instant now = clock.instant();
            Instant firstAttemptAt = claim.firstAttemptAt() == null ? outcome.attemptedAt() : claim.firstAttemptAt();
            DeliveryState state;
            Optional<Instant> retryAt = Optional.empty();
            String reason = null;
            if (outcome.succeeded()) {
                state = DeliveryState.DELIVERED;
            } else {
                retryAt = retries.nextAttempt(claim.number(), firstAttemptAt, now);
                state = retryAt.isPresent() ? DeliveryState.PENDING : DeliveryState.FAILED;
                if (retryAt.isEmpty()) {
                    reason = "no 2xx answer in " + claim.number() + (claim.number() == 1 ? " attempt" : " attempts")
                            + "; the last: " + outcome.describe();
                }
            }
            // The webhook's row first, then the delivery's: the order in which deleting a webhook
            // locks them (its row, then its deliveries by cascade), so the two cannot deadlock.
            boolean disabled = recordHealth(claim, outcome, now);
            int recorded = deliveries.recordAttempt(claim.deliveryId(), claim.leaseToken(), state, claim.number(),
                    outcome.attemptedAt(), retryAt.orElse(null), reason, state == DeliveryState.PENDING ? null : now);
            if (recorded == 0) {
                // The lease was lost or the delivery deleted with its webhook: nothing to record
                // against, and the attempt must not count towards the webhook's health either.
                status.setRollbackOnly();
                return Recorded.NOTHING;
            }
            attempts.save(new DeliveryAttempt(claim.deliveryId(), claim.number(), outcome.attemptedAt(),
                    outcome.durationMillis(), outcome.statusCode(), outcome.error()));
            if (disabled) {
                log.warn("Disabled webhook {}: every delivery attempt failed for {}; the last: {}", claim.webhookId(),
                        DurationText.of(disableAfter), outcome.describe());
                publisher.publishEvent(new WebhookDisabled(claim.tenantId(), claim.webhookId(), disabledReason(),
                        outcome.describe(), now));
            }
            return new Recorded(Optional.of(state), retryAt);
        });
    }

    /**
     * Keeps the webhook's run of failures up to date and disables a webhook whose every attempt
     * has failed for longer than disable-after, in the transaction that records the attempt;
     * answers whether it disabled the webhook.
     */
    private boolean recordHealth(Claim claim, AttemptOutcome outcome, Instant now) {
        if (outcome.succeeded()) {
            health.recordSuccess(claim.webhookId(), outcome.attemptedAt());
            return false;
        }
        health.recordFailure(claim.webhookId(), outcome.attemptedAt());
        return health.disableIfFailingSince(claim.webhookId(), now.minus(disableAfter), disabledReason(), now) == 1;
    }

    private String disabledReason() {
        return "every delivery failed for " + DurationText.of(disableAfter);
    }

    /**
     * Ends a delivery that cannot be attempted because of a fault in the service (not the
     * receiver), so that it does not come back at every lease expiry forever.
     */
    void giveUp(Claim claim, String reason) {
        tenantContext.runAs(claim.tenantId(), () -> transaction.executeWithoutResult(status ->
                deliveries.finishLeased(claim.deliveryId(), claim.leaseToken(), DeliveryState.FAILED, reason,
                        clock.instant())));
    }

    /** Gives a lease back unused, so the delivery need not wait for it to run out. */
    void release(Claim claim) {
        tenantContext.runAs(claim.tenantId(),
                () -> transaction.executeWithoutResult(status -> deliveries.releaseLease(claim.leaseToken())));
    }
}
