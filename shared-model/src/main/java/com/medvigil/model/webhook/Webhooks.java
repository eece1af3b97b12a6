package com.medvigil.model.webhook;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;
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
}
