package com.medvigil.model.tenancy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;
import org.springframework.transaction.support.TransactionSynchronizationManager;

class TenantContextTest {

    private final TenantContext context = new TenantContext();
    private final UUID tenantA = UUID.randomUUID();
    private final UUID tenantB = UUID.randomUUID();

    @AfterEach
    void clearTheLogContext() {
        MDC.clear();
    }

    @Test
    void aTenantScopeNamesItsTenantInTheLogContextAndClosingItRestoresTheOuterOne() {
        try (TenantContext.Scope outer = context.enter(tenantA)) {
            assertThat(MDC.get(TenantContext.LOG_KEY)).isEqualTo(tenantA.toString());
            context.runAs(tenantB, () -> assertThat(MDC.get(TenantContext.LOG_KEY)).isEqualTo(tenantB.toString()));
            assertThat(MDC.get(TenantContext.LOG_KEY)).isEqualTo(tenantA.toString());
        }
        assertThat(MDC.get(TenantContext.LOG_KEY)).isNull();
    }

    @Test
    void closingAScopeRestoresALogTenantSetBeforeIt() {
        MDC.put(TenantContext.LOG_KEY, "set-by-the-caller");
        context.runAs(tenantA, () -> assertThat(MDC.get(TenantContext.LOG_KEY)).isEqualTo(tenantA.toString()));
        assertThat(MDC.get(TenantContext.LOG_KEY)).isEqualTo("set-by-the-caller");
    }

    @Test
    void theAllTenantsScopeLeavesTheLogContextAsItFindsIt() {
        assertThat(context.callForAllTenants(() -> MDC.get(TenantContext.LOG_KEY))).isNull();
        try (TenantContext.Scope outer = context.enter(tenantA)) {
            assertThat(context.callForAllTenants(() -> MDC.get(TenantContext.LOG_KEY))).isEqualTo(tenantA.toString());
        }
        assertThat(MDC.get(TenantContext.LOG_KEY)).isNull();
    }

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
