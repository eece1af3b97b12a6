package com.medvigil.model.webhook;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import org.hibernate.annotations.TenantId;

import com.medvigil.model.persistence.AssignedIdEntity;

/**
 * One event on its way to one webhook. Its id is sent with every attempt, so a receiver can
 * recognise a retry; a replica that claims it holds a lease, so no other replica sends it
 * meanwhile, and a replica that dies mid-attempt loses it to another when the lease runs out.
 */
@Entity
@Table(name = "webhook_delivery")
public class WebhookDelivery extends AssignedIdEntity {

    @TenantId
    @Column(name = "tenant_id", nullable = false, updatable = false)
    private UUID tenantId;

    @Column(name = "webhook_id", nullable = false, updatable = false)
    private UUID webhookId;

    @Column(name = "event_id", nullable = false, updatable = false)
    private UUID eventId;

    @Column(name = "redelivery_of", updatable = false)
    private UUID redeliveryOf;

    @Convert(converter = DeliveryStateColumn.class)
    @Column(name = "state", nullable = false)
    private DeliveryState state;

    @Column(name = "attempt_count", nullable = false)
    private int attemptCount;

    @Column(name = "next_attempt_at")
    private Instant nextAttemptAt;

    @Column(name = "first_attempt_at")
    private Instant firstAttemptAt;

    @Column(name = "leased_until")
    private Instant leasedUntil;

    @Column(name = "lease_token")
    private UUID leaseToken;

    @Column(name = "reason")
    private String reason;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Column(name = "finished_at")
    private Instant finishedAt;

    protected WebhookDelivery() {
        // for JPA
    }

    private WebhookDelivery(UUID tenantId, UUID webhookId, UUID eventId, UUID redeliveryOf, Instant now) {
        super(UUID.randomUUID());
        this.tenantId = Objects.requireNonNull(tenantId, "tenantId");
        this.webhookId = Objects.requireNonNull(webhookId, "webhookId");
        this.eventId = Objects.requireNonNull(eventId, "eventId");
        this.redeliveryOf = redeliveryOf;
        this.state = DeliveryState.PENDING;
        this.nextAttemptAt = now;
        this.createdAt = now;
    }

    /** A first delivery of the event to the webhook, due at once. */
    public static WebhookDelivery of(OutboxEvent event, Webhook webhook, Instant now) {
        return new WebhookDelivery(event.getTenantId(), webhook.getId(), event.getId(), null, now);
    }

    /** The same event sent to the same webhook once more, as a delivery of its own (with its own id). */
    public WebhookDelivery redeliver(Instant now) {
        return new WebhookDelivery(tenantId, webhookId, eventId, getId(), now);
    }

    /** Takes the delivery for one attempt; the lease token must accompany the attempt's result. */
    public void lease(UUID token, Instant until) {
        leaseToken = Objects.requireNonNull(token, "token");
        leasedUntil = until;
    }

    /**
     * Ends the delivery without (another) attempt: cancelled when its webhook stopped being
     * active, failed when its retry window has passed. Only for a delivery locked by the caller.
     */
    public void finishUnattempted(DeliveryState finalState, String why, Instant now) {
        if (finalState != DeliveryState.CANCELLED && finalState != DeliveryState.FAILED) {
            throw new IllegalArgumentException("Not a state to give up in: " + finalState);
        }
        state = finalState;
        reason = why;
        nextAttemptAt = null;
        leasedUntil = null;
        leaseToken = null;
        finishedAt = now;
    }

    public boolean isPending() {
        return state == DeliveryState.PENDING;
    }

    public UUID getTenantId() {
        return tenantId;
    }

    public UUID getWebhookId() {
        return webhookId;
    }

    public UUID getEventId() {
        return eventId;
    }

    public UUID getRedeliveryOf() {
        return redeliveryOf;
    }

    public DeliveryState getState() {
        return state;
    }

    public int getAttemptCount() {
        return attemptCount;
    }

    public Instant getNextAttemptAt() {
        return nextAttemptAt;
    }

    public Instant getFirstAttemptAt() {
        return firstAttemptAt;
    }

    public UUID getLeaseToken() {
        return leaseToken;
    }

    public String getReason() {
        return reason;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public Instant getFinishedAt() {
        return finishedAt;
    }
}
