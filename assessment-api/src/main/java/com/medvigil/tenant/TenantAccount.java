package com.medvigil.tenant;

import java.util.List;
import java.util.UUID;

import org.springframework.stereotype.Component;

import com.medvigil.dashboard.admins.AdministratorRoster;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.tenant.AdminEmail;
import com.medvigil.model.tenant.Tenant;
import com.medvigil.model.tenant.TenantAdmin;
import com.medvigil.model.tenant.Tenants;

/**
 * The authenticated key's own tenant, as its API client sees it: the tenant and who may sign in to
 * its dashboard. An administrator can be added here, so that a tenant registered without
 * {@code adminEmail} can still reach its dashboard; removing one is the dashboard's job, which
 * keeps at least one.
 */
@Component
public class TenantAccount {

    private final Tenants tenants;
    private final AdministratorRoster roster;
    private final TenantContext tenantContext;

    TenantAccount(Tenants tenants, AdministratorRoster roster, TenantContext tenantContext) {
        this.tenants = tenants;
        this.roster = roster;
        this.tenantContext = tenantContext;
    }

    /** The tenant and its administrators' addresses, oldest first. */
    public record Snapshot(Tenant tenant, List<String> adminEmails) {
    }

    public Snapshot current() {
        UUID tenantId = tenantContext.requireTenantId();
        Tenant tenant = tenants.findById(tenantId).orElseThrow(() -> new NotFoundException("Tenant", tenantId));
        return new Snapshot(tenant, roster.list().stream().map(TenantAdmin::getEmail).toList());
    }

    /** Makes the address an administrator (nothing changes when it already is one). */
    public Snapshot addAdministrator(AdminEmail email) {
        roster.ensure(email);
        return current();
    }
}
