package com.medvigil.model.tenancy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.springframework.transaction.support.TransactionSynchronizationManager;

class TenantContextTest {

    private final TenantContext context = new TenantContext();
    private final UUID tenantA = UUID.randomUUID();
    private final UUID tenantB = UUID.randomUUID();

    @Test
    void withoutAScopeHibernateSeesATenantThatOwnsNothing() {
        assertThat(context.tenantId()).isEmpty();
        assertThat(context.hibernateTenantIdentifier()).isEqualTo(TenantContext.NO_TENANT);
    }

    @Test
    void closingANestedScopeRestoresTheOuterOne() {
        try (TenantContext.Scope outer = context.enter(tenantA)) {
            context.runAs(tenantB, () -> assertThat(context.requireTenantId()).isEqualTo(tenantB));
            assertThat(context.requireTenantId()).isEqualTo(tenantA);
        }
        assertThat(context.tenantId()).isEmpty();
    }

    @Test
    void theAllTenantsScopeHasNoSingleTenant() {
        context.callForAllTenants(() -> {
            assertThat(context.tenantId()).isEmpty();
            assertThat(context.hibernateTenantIdentifier()).isEqualTo(TenantContext.ALL_TENANTS);
            return null;
        });
    }

    @Test
    void aScopeCannotBeEnteredInsideATransaction() {
        TransactionSynchronizationManager.setActualTransactionActive(true);
        try {
            assertThatThrownBy(() -> context.enter(tenantA)).isInstanceOf(IllegalStateException.class);
        } finally {
            TransactionSynchronizationManager.setActualTransactionActive(false);
        }
    }

    @Test
    void theSentinelsAreNotTenants() {
        assertThatThrownBy(() -> context.enter(TenantContext.NO_TENANT)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> context.enter(TenantContext.ALL_TENANTS)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> context.requireTenantId()).isInstanceOf(IllegalStateException.class);
    }
}
