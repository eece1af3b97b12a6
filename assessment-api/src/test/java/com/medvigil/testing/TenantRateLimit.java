package com.medvigil.testing;

import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.tenant.Tenants;

/** Lifts a test tenant's rate limit, for tests that make hundreds of calls. A bean of the test application. */
@Component
public class TenantRateLimit {

    private final TransactionTemplate transaction;
    private final Tenants tenants;

    TenantRateLimit(PlatformTransactionManager transactionManager, Tenants tenants) {
        this.transaction = new TransactionTemplate(transactionManager);
        this.tenants = tenants;
    }

    public void lift(TestTenant tenant) {
        transaction.executeWithoutResult(status -> tenants.findById(tenant.tenantId()).orElseThrow()
                .setRateLimitPerMinute(1_000_000));
    }
}
