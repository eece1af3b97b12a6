package com.medvigil.tenant;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.dashboard.AdministeredTenant;
import com.medvigil.dashboard.DashboardClient;
import com.medvigil.dashboard.DashboardTest;
import com.medvigil.testing.Api;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

/**
 * {@code GET} and {@code PATCH /v1/tenants/me}: a tenant registered without {@code adminEmail} can
 * name an administrator afterwards, who can then sign in to the dashboard by mail.
 */
@DashboardTest
class TenantAccountTest {

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenantWithoutAdministrator() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    private Response setAdminEmail(TestTenant owner, String body) {
        return api.as(owner).contentType(ContentType.JSON).body(body).patch("/v1/tenants/me");
    }

    @Test
    void readingTheTenantAnswersItsCodeAndAdministrators() {
        api.as(tenant).get("/v1/tenants/me")
                .then().statusCode(200)
                .body("tenantId", equalTo(tenant.tenantId().toString()))
                .body("tenantCode", equalTo(tenant.code()))
                .body("name", notNullValue())
                .body("createdAt", notNullValue())
                .body("adminEmails", empty());
    }

    @Test
    void aTenantRegisteredWithoutAdminEmailCanSetOneAndThenSignInToTheDashboard() {
        String email = AdministeredTenant.uniqueEmail();
        setAdminEmail(tenant, "{\"adminEmail\": \"" + email.toUpperCase() + "\"}")
                .then().statusCode(200)
                .body("tenantId", equalTo(tenant.tenantId().toString()))
                .body("adminEmails", contains(email));

        DashboardClient browser = new DashboardClient(port);
        browser.signIn(email, tenant.tenantId());
        browser.get("/dashboard/settings").then().statusCode(200);
    }

    @Test
    void settingAnAddressThatIsAlreadyAnAdministratorChangesNothing() {
        AdministeredTenant clinic = AdministeredTenant.register(api);

        setAdminEmail(clinic.tenant(), "{\"adminEmail\": \"" + clinic.adminEmail() + "\"}")
                .then().statusCode(200)
                .body("adminEmails", contains(clinic.adminEmail()));
    }

    @Test
    void aSecondAddressIsAddedBesideTheFirst() {
        AdministeredTenant clinic = AdministeredTenant.register(api);
        String second = AdministeredTenant.uniqueEmail();

        setAdminEmail(clinic.tenant(), "{\"adminEmail\": \"" + second + "\"}")
                .then().statusCode(200)
                .body("adminEmails", contains(clinic.adminEmail(), second));
    }

    @Test
    void anInvalidAddressIs400AsAtRegistration() {
        setAdminEmail(tenant, "{\"adminEmail\": \"not-an-address\"}")
                .then().statusCode(400)
                .body("message", equalTo("adminEmail must be an e-mail address such as admin@example.org"));
        api.as(tenant).get("/v1/tenants/me").then().body("adminEmails", empty());
    }

    @Test
    void aBodyWithoutAdminEmailIs400() {
        setAdminEmail(tenant, "{}")
                .then().statusCode(400)
                .body("message", equalTo("body must set adminEmail"));
    }

    @Test
    void anUnknownFieldIs400() {
        setAdminEmail(tenant, "{\"adminEmail\": \"a@b.example\", \"name\": \"Renamed\"}")
                .then().statusCode(400)
                .body("message", equalTo("Unknown field 'name'"));
    }

    @Test
    void withoutAKeyIs401() {
        api.anonymous().contentType(ContentType.JSON).body("{\"adminEmail\": \"a@b.example\"}").patch("/v1/tenants/me")
                .then().statusCode(401);
        api.anonymous().get("/v1/tenants/me").then().statusCode(401);
    }

    @Test
    void anAdministratorIsAddedToTheKeysOwnTenantOnly() {
        TestTenant other = api.registerTenant();
        String email = AdministeredTenant.uniqueEmail();

        setAdminEmail(tenant, "{\"adminEmail\": \"" + email + "\"}").then().statusCode(200);

        api.as(other).get("/v1/tenants/me").then().statusCode(200).body("adminEmails", empty());
    }
}
