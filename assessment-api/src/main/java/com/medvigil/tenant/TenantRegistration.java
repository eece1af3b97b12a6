package com.medvigil.tenant;

import java.time.Clock;
import java.util.UUID;

import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.error.ConflictException;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.tenant.ApiKeyName;
import com.medvigil.model.tenant.Tenant;
import com.medvigil.model.tenant.TenantAdmin;
import com.medvigil.model.tenant.TenantAdmins;
import com.medvigil.model.tenant.TenantCode;
import com.medvigil.model.tenant.Tenants;

/**
 * Registers a tenant: the tenant, its first administrator and its first API key are written in
 * one transaction, inside the new tenant's own scope.
 */
@Service
public class TenantRegistration {

    static final String FIRST_KEY_NAME = "Registration key";
    /** Alternatives tried for a derived code ("acme-2", "acme-3", ...) before giving up. */
    private static final int DERIVED_CODE_ATTEMPTS = 50;

    private final Tenants tenants;
    private final TenantAdmins admins;
    private final ApiKeyIssuer keyIssuer;
    private final TenantContext tenantContext;
    private final TransactionTemplate transaction;
    private final Clock clock;

    TenantRegistration(Tenants tenants, TenantAdmins admins, ApiKeyIssuer keyIssuer, TenantContext tenantContext,
                       PlatformTransactionManager transactionManager, Clock clock) {
        this.tenants = tenants;
        this.admins = admins;
        this.keyIssuer = keyIssuer;
        this.tenantContext = tenantContext;
        this.transaction = new TransactionTemplate(transactionManager);
        this.clock = clock;
    }

    /** Registers the tenant; a code that is taken is a conflict, a derived code gets a free suffix. */
    public RegisteredTenant register(TenantApplication application) {
        UUID tenantId = UUID.randomUUID();
        return tenantContext.callAs(tenantId, () -> application.code() != null
                ? registerWithChosenCode(tenantId, application)
                : registerWithDerivedCode(tenantId, application));
    }

    private RegisteredTenant registerWithChosenCode(UUID tenantId, TenantApplication application) {
        TenantCode code = application.code();
        RegisteredTenant registered = tryStore(tenantId, application, code);
        if (registered == null) {
            throw new ConflictException("code '" + code.value() + "' is already taken");
        }
        return registered;
    }

    private RegisteredTenant registerWithDerivedCode(UUID tenantId, TenantApplication application) {
        TenantCode base = TenantCode.derivedFrom(application.name());
        for (int attempt = 1; attempt <= DERIVED_CODE_ATTEMPTS; attempt++) {
            TenantCode candidate = attempt == 1 ? base : base.withSuffix(attempt);
            RegisteredTenant registered = tryStore(tenantId, application, candidate);
            if (registered != null) {
                return registered;
            }
        }
        throw new ConflictException("no free code could be derived from the name; send a code");
    }

    /** Stores the tenant under this code, or answers null when the code is taken. */
    private RegisteredTenant tryStore(UUID tenantId, TenantApplication application, TenantCode code) {
        try {
            return transaction.execute(status -> {
                if (tenants.existsByCode(code.value())) {
                    return null;
                }
                Tenant tenant = tenants.saveAndFlush(new Tenant(tenantId, application.name(), code, clock.instant()));
                if (application.adminEmail() != null) {
                    admins.save(new TenantAdmin(application.adminEmail(), clock.instant()));
                }
                return new RegisteredTenant(tenant, keyIssuer.issue(new ApiKeyName(FIRST_KEY_NAME)));
            });
        } catch (DataIntegrityViolationException raceWithAnotherRegistration) {
            return null;
        }
    }
}
