package com.medvigil.dashboard;

import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import com.medvigil.testing.Api;
import com.medvigil.testing.TestTenant;

/**
 * A clinic of its own for each test of the class that registers it
 * ({@code @RegisterExtension final RegisteredClinic clinic = new RegisteredClinic();}): before the
 * test, a new tenant with a dashboard administrator is registered over HTTP with the service the
 * test's Spring context runs, the way {@link AdministeredTenant#register} does.
 */
public final class RegisteredClinic implements BeforeEachCallback {

    private Api api;
    private AdministeredTenant registered;

    @Override
    public void beforeEach(ExtensionContext context) {
        api = Api.ofRunningService(context);
        registered = AdministeredTenant.register(api);
    }

    /** The client of the service the clinic was registered with. */
    public Api api() {
        return api;
    }

    public TestTenant tenant() {
        return registered.tenant();
    }

    public String name() {
        return registered.name();
    }

    public String adminEmail() {
        return registered.adminEmail();
    }
}
