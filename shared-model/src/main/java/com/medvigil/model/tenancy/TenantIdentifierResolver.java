package com.medvigil.model.tenancy;

import java.util.Map;
import java.util.UUID;

import org.hibernate.cfg.MultiTenancySettings;
import org.hibernate.context.spi.CurrentTenantIdentifierResolver;
import org.springframework.boot.autoconfigure.orm.jpa.HibernatePropertiesCustomizer;
import org.springframework.stereotype.Component;

/** Hands Hibernate the tenant of the current {@link TenantContext} scope for each new session. */
@Component
class TenantIdentifierResolver implements CurrentTenantIdentifierResolver<UUID>, HibernatePropertiesCustomizer {

    private final TenantContext tenantContext;

    TenantIdentifierResolver(TenantContext tenantContext) {
        this.tenantContext = tenantContext;
    }

    @Override
    public UUID resolveCurrentTenantIdentifier() {
        return tenantContext.hibernateTenantIdentifier();
    }

    @Override
    public boolean isRoot(UUID tenantId) {
        return TenantContext.ALL_TENANTS.equals(tenantId);
    }

    @Override
    public boolean validateExistingCurrentSessions() {
        return false;
    }

    @Override
    public void customize(Map<String, Object> hibernateProperties) {
        hibernateProperties.put(MultiTenancySettings.MULTI_TENANT_IDENTIFIER_RESOLVER, this);
    }
}
