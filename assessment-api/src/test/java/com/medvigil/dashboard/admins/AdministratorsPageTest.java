package com.medvigil.dashboard.admins;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.dashboard.AdministeredTenant;
import com.medvigil.dashboard.DashboardClient;
import com.medvigil.dashboard.DashboardTest;
import com.medvigil.dashboard.MailServer;
import com.medvigil.testing.Api;

import io.restassured.response.Response;

/** Settings, then Administrators: who may sign in, kept by the administrators themselves. */
@DashboardTest
class AdministratorsPageTest {

    @LocalServerPort
    int port;
    AdministeredTenant clinic;
    DashboardClient browser;

    @BeforeEach
    void signIn() {
        clinic = AdministeredTenant.register(new Api(port));
        browser = new DashboardClient(port);
        browser.signIn(clinic);
        browser.get("/dashboard/settings/administrators");
    }

    @Test
    void anAddedAdministratorCanSignIn() {
        String colleague = AdministeredTenant.uniqueEmail();

        browser.post("/dashboard/settings/administrators", Map.of("email", colleague.toUpperCase())).then().statusCode(303);

        assertThat(browser.get("/dashboard/settings/administrators").asString()).contains(colleague).contains(clinic.adminEmail());
        DashboardClient colleagueBrowser = new DashboardClient(port);
        colleagueBrowser.signIn(colleague, clinic.tenantId());
        assertThat(colleagueBrowser.get("/dashboard/settings").asString()).contains(clinic.tenant().code());
    }

    @Test
    void anAddressIsAddedOnce() {
        Response refused = browser.post("/dashboard/settings/administrators", Map.of("email", clinic.adminEmail()));

        refused.then().statusCode(409);
        assertThat(refused.asString()).contains("is already an administrator");
    }

    @Test
    void aMalformedAddressIsRefused() {
        Response refused = browser.post("/dashboard/settings/administrators", Map.of("email", "nobody"));

        refused.then().statusCode(400);
        assertThat(refused.asString()).contains("Enter an e-mail address");
    }

    @Test
    void theLastAdministratorCannotBeRemoved() {
        String self = idOf(browser.get("/dashboard/settings/administrators").asString(), clinic.adminEmail());
        browser.get("/dashboard/settings/administrators/" + self + "/remove").then().statusCode(200);

        Response refused = browser.post("/dashboard/settings/administrators/" + self + "/remove", Map.of());

        refused.then().statusCode(409);
        assertThat(refused.asString()).contains("keeps at least one administrator");
        browser.get("/dashboard/settings").then().statusCode(200);
    }

    @Test
    void aRemovedAdministratorsUnusedLinkNoLongerSignsIn() {
        String colleague = AdministeredTenant.uniqueEmail();
        browser.post("/dashboard/settings/administrators", Map.of("email", colleague)).then().statusCode(303);
        String colleagueId = idOf(browser.get("/dashboard/settings/administrators").asString(), colleague);
        DashboardClient colleagueBrowser = new DashboardClient(port);
        colleagueBrowser.requestLink(colleague).then().statusCode(303);
        String link = MailServer.awaitLink(colleague, 1);
        colleagueBrowser.open(link).then().statusCode(200);

        browser.post("/dashboard/settings/administrators/" + colleagueId + "/remove", Map.of()).then().statusCode(303);

        assertThat(browser.get("/dashboard/settings/administrators").asString()).doesNotContain(colleague);
        colleagueBrowser.choose(link, clinic.tenantId()).then().statusCode(410);
        new DashboardClient(port).open(link).then().statusCode(410);
    }

    private static String idOf(String page, String email) {
        int row = page.indexOf(">" + email + "<");
        Matcher id = Pattern.compile("/dashboard/settings/administrators/([0-9a-f-]{36})/remove").matcher(page);
        assertThat(id.find(row)).isTrue();
        return id.group(1);
    }
}
