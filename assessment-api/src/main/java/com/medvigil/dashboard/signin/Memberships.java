package com.medvigil.dashboard.signin;

import java.util.Comparator;
import java.util.List;
import java.util.UUID;

import org.springframework.stereotype.Component;

import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.tenant.AdminEmail;
import com.medvigil.model.tenant.Tenant;
import com.medvigil.model.tenant.TenantAdmin;
import com.medvigil.model.tenant.TenantAdmins;
import com.medvigil.model.tenant.Tenants;

/**
 * Which tenants an e-mail address administers. An address may administer several (a consultant
 * working for two hospitals): the person then chooses one when signing in, and may switch later.
 */
@Component
public class Memberships {

    private final TenantAdmins admins;
    private final Tenants tenants;
    private final TenantContext tenantContext;

    Memberships(TenantAdmins admins, Tenants tenants, TenantContext tenantContext) {
        this.admins = admins;
        this.tenants = tenants;
        this.tenantContext = tenantContext;
    }

    /** The tenants, by name; the one query that must cross tenants, as resolving an API key does. */
    public List<Tenant> tenantsOf(AdminEmail email) {
        List<UUID> ids = tenantContext.callForAllTenants(() -> admins.findByEmail(email.value()))
                .stream().map(TenantAdmin::getTenantId).toList();
        return tenants.findAllById(ids).stream()
                .sorted(Comparator.comparing(Tenant::getName, String.CASE_INSENSITIVE_ORDER).thenComparing(Tenant::getCode))
                .toList();
    }

    public boolean administers(AdminEmail email, UUID tenantId) {
        return tenantsOf(email).stream().anyMatch(tenant -> tenant.getId().equals(tenantId));
    }
}
