package com.medvigil.fhir;

import java.util.function.Supplier;

import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.testing.TenantRateLimit;
import com.medvigil.testing.TestTenant;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.rest.client.api.IGenericClient;
import ca.uhn.fhir.rest.client.api.ServerValidationModeEnum;
import ca.uhn.fhir.rest.client.interceptor.AdditionalRequestHeadersInterceptor;

/**
 * What FHIR tests share: a HAPI generic client per tenant, and looking inside the datastore as a
 * tenant. A bean of the test application, so tests simply autowire it.
 */
@Component
class FhirTestSupport {

    private final Environment environment;
    private final FhirContext clientContext;
    private final TenantContext tenantContext;
    private final TransactionTemplate transaction;
    private final TenantRateLimit rateLimit;

    FhirTestSupport(Environment environment, TenantContext tenantContext, PlatformTransactionManager transactionManager,
                    TenantRateLimit rateLimit) {
        this.environment = environment;
        this.clientContext = FhirContext.forR4();
        this.clientContext.getRestfulClientFactory().setServerValidationMode(ServerValidationModeEnum.NEVER);
        this.tenantContext = tenantContext;
        this.transaction = new TransactionTemplate(transactionManager);
        this.rateLimit = rateLimit;
    }

    /** A HAPI FHIR client authenticated as a FHIR-native client of the tenant would be. */
    IGenericClient clientOf(TestTenant tenant) {
        String port = environment.getRequiredProperty("local.server.port");
        IGenericClient client = clientContext.newRestfulGenericClient("http://localhost:" + port + "/v1/fhir");
        AdditionalRequestHeadersInterceptor headers = new AdditionalRequestHeadersInterceptor();
        headers.addHeaderValue("X-API-Key", tenant.apiKey());
        headers.addHeaderValue("X-Tenant-Code", tenant.code());
        client.registerInterceptor(headers);
        return client;
    }

    /** Runs in the tenant's scope and a transaction, to check what HTTP calls stored. */
    <T> T inside(TestTenant tenant, Supplier<T> work) {
        try (TenantContext.Scope ignored = tenantContext.enter(tenant.tenantId())) {
            return transaction.execute(status -> work.get());
        }
    }

    /** Lifts the tenant's rate limit, for tests that make hundreds of calls. */
    void unthrottle(TestTenant tenant) {
        rateLimit.lift(tenant);
    }

    FhirContext fhirContext() {
        return clientContext;
    }
}
