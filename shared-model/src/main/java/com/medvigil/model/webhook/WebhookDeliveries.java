package com.medvigil.model.webhook;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.springframework.data.domain.Limit;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/** Deliveries of the current tenant (or of all tenants, in the dispatcher's all-tenants scope). */
public interface WebhookDeliveries extends JpaRepository<WebhookDelivery, UUID> {

    /** A webhook's most recent deliveries, newest first. */
    List<WebhookDelivery> findByWebhookIdOrderByCreatedAtDescIdDesc(UUID webhookId, Limit limit);

    Optional<WebhookDelivery> findByIdAndWebhookId(UUID id, UUID webhookId);

    /**
     * Locks up to {@code limit} deliveries that are due and not leased by a live replica,
     * skipping rows another replica holds. Call in the all-tenants scope, then lease them in the
     * same transaction. (No ORDER BY: H2 would lock every candidate row to sort them.)
     */
    @Query(value = """
            select * from webhook_delivery
            where state = 'pending' and next_attempt_at <= :now
              and (leased_until is null or leased_until <= :now)
            limit :limit
            for update skip locked""", nativeQuery = true)
    List<WebhookDelivery> lockDue(@Param("now") Instant now, @Param("limit") int limit);

    /**
     * Records the outcome of an attempt, provided the caller still holds the lease it was made
     * under (a replica whose lease ran out must not overwrite its successor's work). Answers 1
     * when recorded, 0 when the lease was lost or the delivery deleted with its webhook.
     */
    @Modifying(flushAutomatically = true, clearAutomatically = true)
    @Query("""
            update WebhookDelivery d
            set d.state = :state, d.attemptCount = :attemptCount,
                d.firstAttemptAt = coalesce(d.firstAttemptAt, :attemptedAt),
                d.nextAttemptAt = :nextAttemptAt, d.leasedUntil = null, d.leaseToken = null,
                d.reason = :reason, d.finishedAt = :finishedAt
            where d.id = :id and d.leaseToken = :leaseToken""")
    int recordAttempt(@Param("id") UUID id, @Param("leaseToken") UUID leaseToken, @Param("state") DeliveryState state,
                      @Param("attemptCount") int attemptCount, @Param("attemptedAt") Instant attemptedAt,
                      @Param("nextAttemptAt") Instant nextAttemptAt, @Param("reason") String reason,
                      @Param("finishedAt") Instant finishedAt);

    /**
     * Ends a leased delivery without an attempt (one the service found it cannot make), provided
     * the caller still holds the lease.
     */
    @Modifying(flushAutomatically = true, clearAutomatically = true)
    @Query("""
            update WebhookDelivery d
            set d.state = :state, d.nextAttemptAt = null, d.leasedUntil = null, d.leaseToken = null,
                d.reason = :reason, d.finishedAt = :finishedAt
            where d.id = :id and d.leaseToken = :leaseToken""")
    int finishLeased(@Param("id") UUID id, @Param("leaseToken") UUID leaseToken,
                     @Param("state") DeliveryState state, @Param("reason") String reason,
                     @Param("finishedAt") Instant finishedAt);

    /** Gives back leases this replica took but will not use (it is shutting down). */
    @Modifying
    @Query("update WebhookDelivery d set d.leasedUntil = null, d.leaseToken = null where d.leaseToken = :leaseToken")
    int releaseLease(@Param("leaseToken") UUID leaseToken);

    /** Deletes up to {@code limit} finished deliveries (and, by cascade, their attempts) older than the cutoff. */
    @Modifying
    @Query(value = """
            delete from webhook_delivery where id in (
                select id from webhook_delivery
                where state <> 'pending' and finished_at < :cutoff
                limit :limit)""", nativeQuery = true)
    int deleteFinishedBefore(@Param("cutoff") Instant cutoff, @Param("limit") int limit);
}
