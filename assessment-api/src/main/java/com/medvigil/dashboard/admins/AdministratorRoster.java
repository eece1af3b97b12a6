package com.medvigil.dashboard.admins;

import java.time.Clock;
import java.util.List;
import java.util.UUID;

import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.error.ConflictException;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.tenant.AdminEmail;
import com.medvigil.model.tenant.TenantAdmin;
import com.medvigil.model.tenant.TenantAdmins;

/**
 * Adds and removes the current tenant's administrators. A tenant always keeps one: changes to one
 * tenant's administrators are serialised on the tenant's row, so two administrators removing
 * each other at the same moment cannot leave none.
 */
@Service
public class AdministratorRoster {

    private final TenantAdmins admins;
    private final TenantContext tenantContext;
    private final TransactionTemplate transaction;
    private final Clock clock;

    AdministratorRoster(TenantAdmins admins, TenantContext tenantContext, PlatformTransactionManager transactionManager,
                        Clock clock) {
        this.admins = admins;
        this.tenantContext = tenantContext;
        this.transaction = new TransactionTemplate(transactionManager);
        this.clock = clock;
    }

    public List<TenantAdmin> list() {
        return admins.findAllByOrderByCreatedAtAscIdAsc();
    }

    public TenantAdmin find(UUID id) {
        return admins.findById(id).orElseThrow(() -> new NotFoundException("Administrator", id));
    }

    /** The address may sign in from now on; it may already administer other tenants. */
    public TenantAdmin add(AdminEmail email) {
        return transaction.execute(status -> {
            admins.lockTenant(tenantContext.requireTenantId());
            if (admins.existsByEmail(email.value())) {
                throw new ConflictException("is already an administrator");
            }
            return admins.save(new TenantAdmin(email, clock.instant()));
        });
    }

    /**
     * The address may sign in from now on, whether it was added now or before: what an API client
     * that sets an administrator wants, so that sending the same request twice is no error.
     */
    public void ensure(AdminEmail email) {
        transaction.executeWithoutResult(status -> {
            admins.lockTenant(tenantContext.requireTenantId());
            if (!admins.existsByEmail(email.value())) {
                admins.save(new TenantAdmin(email, clock.instant()));
            }
        });
    }

    /** The address can no longer sign in to this tenant; its open sessions end at their next request. */
    public void remove(UUID id) {
        transaction.executeWithoutResult(status -> {
            admins.lockTenant(tenantContext.requireTenantId());
            TenantAdmin admin = find(id);
            if (admins.count() <= 1) {
                throw new ConflictException("the last administrator cannot be removed");
            }
            admins.delete(admin);
        });
    }
}
