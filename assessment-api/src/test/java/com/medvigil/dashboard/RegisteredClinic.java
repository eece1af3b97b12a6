package com.medvigil.dashboard;

import java.util.UUID;

import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import com.medvigil.testing.Api;
import com.medvigil.testing.TestTenant;

/**
 * A clinic of its own for each test of the class that registers it
 * ({@code @RegisterExtension final RegisteredClinic clinic = new RegisteredClinic();}): before the
 * test, a new tenant with a dashboard administrator is registered over HTTP with the service the
 * test's Spring context runs, the way {@link AdministeredTenant#register} does. The page tests take
 * {@link #signedIn()} instead, whose administrator is also signed in with a {@link DashboardClient};
 * the browser tests sign in with their real browser.
 */
public final class RegisteredClinic implements BeforeEachCallback {

    private final boolean signIn;
    private Api api;
    private AdministeredTenant registered;
    private DashboardClient browser;

    public RegisteredClinic() {
        this(false);
    }

    private RegisteredClinic(boolean signIn) {
        this.signIn = signIn;
    }

    /** A clinic whose administrator is signed in with {@link #browser()} before each test. */
    public static RegisteredClinic signedIn() {
        return new RegisteredClinic(true);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        api = Api.ofRunningService(context);
        registered = AdministeredTenant.register(api);
        if (signIn) {
            browser = new DashboardClient(api.port());
            browser.signIn(registered);
        }
    }

    /** The client of the service the clinic was registered with. */
    public Api api() {
        return api;
    }

    /** The administrator's signed-in browser (without JavaScript); only a {@link #signedIn()} clinic has one. */
    public DashboardClient browser() {
        if (browser == null) {
            throw new IllegalStateException("Only a RegisteredClinic.signedIn() clinic has a signed-in browser");
        }
        return browser;
    }

    public TestTenant tenant() {
        return registered.tenant();
    }

    public UUID tenantId() {
        return registered.tenantId();
    }

    public String name() {
        return registered.name();
    }

    public String adminEmail() {
        return registered.adminEmail();
    }
}
