package com.medvigil.model.webhook;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/** The webhooks of the current tenant (or of all tenants, in an all-tenants scope). */
public interface Webhooks extends JpaRepository<Webhook, UUID> {

    /** The webhooks managed through {@code /v1/webhooks}, oldest first; the legacy configuration is not among them. */
    @Query("select w from Webhook w where w.legacyTenantId is null order by w.createdAt, w.id")
    List<Webhook> findSubscriptions();

    @Query("select w from Webhook w where w.id = :id and w.legacyTenantId is null")
    Optional<Webhook> findSubscription(@Param("id") UUID id);

    @Query("select count(w) from Webhook w where w.legacyTenantId is null")
    long countSubscriptions();

    @Query("select w from Webhook w where w.legacyTenantId is not null")
    Optional<Webhook> findLegacy();

    /**
     * The tenant's active webhooks, the legacy configuration included, for the dispatcher, which
     * works in the all-tenants scope and therefore names the tenant.
     */
    default List<Webhook> findActiveOfTenant(UUID tenantId) {
        return findOfTenantWithStatus(tenantId, WebhookStatus.ACTIVE);
    }

    @Query("select w from Webhook w where w.tenantId = :tenantId and w.status = :status")
    List<Webhook> findOfTenantWithStatus(@Param("tenantId") UUID tenantId, @Param("status") WebhookStatus status);

    /**
     * Locks the tenant's row until the transaction ends, so that concurrent changes to one
     * tenant's webhooks (the count limit, the single legacy configuration) happen one at a time.
     */
    @Query(value = "select 1 from tenant where id = :tenantId for update", nativeQuery = true)
    Integer lockTenant(@Param("tenantId") UUID tenantId);

    /** A 2xx answer ends the webhook's run of failures, whatever it was. */
    @Modifying(flushAutomatically = true, clearAutomatically = true)
    @Query("""
            update Webhook w set w.lastSuccessAt = :attemptedAt, w.consecutiveFailures = 0, w.failingSince = null
            where w.id = :id""")
    int recordSuccess(@Param("id") UUID id, @Param("attemptedAt") Instant attemptedAt);

    /**
     * Counts a failed attempt in the database itself, so that replicas recording failures of one
     * webhook at the same moment each add theirs; the first failure of a run dates it.
     */
    @Modifying(flushAutomatically = true, clearAutomatically = true)
    @Query("""
            update Webhook w set w.consecutiveFailures = w.consecutiveFailures + 1,
                w.failingSince = coalesce(w.failingSince, :attemptedAt)
            where w.id = :id""")
    int recordFailure(@Param("id") UUID id, @Param("attemptedAt") Instant attemptedAt);

    /**
     * Disables the webhook if it is active and its run of failures began at or before the cutoff,
     * and answers 1 when it did. One conditional statement, so that of the replicas recording
     * failures at once exactly one disables it, and a success or a re-enabling committed first
     * wins. The legacy configuration is left active: its endpoint has no status to enable it with.
     */
    @Modifying(flushAutomatically = true, clearAutomatically = true)
    @Query("""
            update Webhook w set w.status = :disabled, w.disabledAt = :now, w.disabledReason = :reason, w.updatedAt = :now
            where w.id = :id and w.status = :active and w.legacyTenantId is null and w.failingSince <= :cutoff""")
    int disableIfFailingSince(@Param("id") UUID id, @Param("cutoff") Instant cutoff, @Param("reason") String reason,
                              @Param("now") Instant now, @Param("active") WebhookStatus active,
                              @Param("disabled") WebhookStatus disabled);

    /** Disables an active webhook failing since the cutoff or earlier; see the method above. */
    default int disableIfFailingSince(UUID id, Instant cutoff, String reason, Instant now) {
        return disableIfFailingSince(id, cutoff, reason, now, WebhookStatus.ACTIVE, WebhookStatus.DISABLED);
    }
}
