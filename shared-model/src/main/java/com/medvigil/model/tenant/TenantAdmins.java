package com.medvigil.model.tenant;

import java.util.List;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/** The dashboard administrators of the current tenant (or of all tenants, in an all-tenants scope). */
public interface TenantAdmins extends JpaRepository<TenantAdmin, UUID> {

    /** In the all-tenants scope, one row per tenant the address administers; in a tenant's scope, at most one. */
    List<TenantAdmin> findByEmail(String email);

    boolean existsByEmail(String email);

    List<TenantAdmin> findAllByOrderByCreatedAtAscIdAsc();

    /**
     * Locks the tenant's row until the transaction ends, so that changes to one tenant's
     * administrators happen one at a time (two admins removing each other cannot leave none).
     */
    @Query(value = "select 1 from tenant where id = :tenantId for update", nativeQuery = true)
    Integer lockTenant(@Param("tenantId") UUID tenantId);
}
