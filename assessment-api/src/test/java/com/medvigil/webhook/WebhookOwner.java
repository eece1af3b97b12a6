package com.medvigil.webhook;

import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.springframework.test.context.junit.jupiter.SpringExtension;

import com.medvigil.testing.Api;
import com.medvigil.testing.TestTenant;

/**
 * The tenant whose webhooks a test sets up, one of its own for each test of the class that
 * registers it ({@code @RegisterExtension final WebhookOwner owner = new WebhookOwner();}):
 * registered over HTTP before the test with the service the test's Spring context runs, with a
 * publisher of its assessment outcomes into that service's outbox.
 */
final class WebhookOwner implements BeforeEachCallback {

    private Api api;
    private TestTenant tenant;
    private OutcomePublisher outcomes;

    @Override
    public void beforeEach(ExtensionContext context) {
        api = Api.ofRunningService(context);
        outcomes = new OutcomePublisher(SpringExtension.getApplicationContext(context));
        tenant = api.registerTenant();
    }

    /** The client of the service the tenant was registered with. */
    Api api() {
        return api;
    }

    TestTenant tenant() {
        return tenant;
    }

    /** Completes and fails assessments of this service the way assessment processing does. */
    OutcomePublisher outcomes() {
        return outcomes;
    }
}
