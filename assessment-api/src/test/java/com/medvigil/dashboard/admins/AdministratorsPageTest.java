package com.medvigil.dashboard.admins;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.dashboard.AdministeredTenant;
import com.medvigil.dashboard.DashboardClient;
import com.medvigil.dashboard.DashboardTest;
import com.medvigil.dashboard.MailServer;
import com.medvigil.dashboard.RegisteredClinic;

import io.restassured.response.Response;

/** Settings, then Administrators: who may sign in, kept by the administrators themselves. */
@DashboardTest
class AdministratorsPageTest {

    @RegisterExtension
    final RegisteredClinic clinic = RegisteredClinic.signedIn();

    @LocalServerPort
    int port;

    /** The page with the forms the tests post: the client sends the CSRF token of the last page it saw. */
    @BeforeEach
    void openTheAdministratorsPage() {
        clinic.browser().get("/dashboard/settings/administrators");
    }

    @Test
    void anAddedAdministratorCanSignIn() {
        String colleague = AdministeredTenant.uniqueEmail();

        clinic.browser().post("/dashboard/settings/administrators", Map.of("email", colleague.toUpperCase())).then().statusCode(303);

        assertThat(clinic.browser().get("/dashboard/settings/administrators").asString()).contains(colleague).contains(clinic.adminEmail());
        DashboardClient colleagueBrowser = new DashboardClient(port);
        colleagueBrowser.signIn(colleague, clinic.tenantId());
        assertThat(colleagueBrowser.get("/dashboard/settings").asString()).contains(clinic.tenant().code());
    }

    @Test
    void anAddressIsAddedOnce() {
        Response refused = clinic.browser().post("/dashboard/settings/administrators", Map.of("email", clinic.adminEmail()));

        refused.then().statusCode(409);
        assertThat(refused.asString()).contains("is already an administrator");
    }

    @Test
    void aMalformedAddressIsRefused() {
        Response refused = clinic.browser().post("/dashboard/settings/administrators", Map.of("email", "nobody"));

        refused.then().statusCode(400);
        assertThat(refused.asString()).contains("Enter an e-mail address");
    }

    /** A NUL in an address was a 500 on PostgreSQL, which cannot store one. */
    @Test
    void anAddressHoldingAControlCharacterIsRefused() {
        for (String address : new String[] {"col\u0000league@clinic.example", "colleague@clinic\u0007.example"}) {
            Response refused = clinic.browser().post("/dashboard/settings/administrators", Map.of("email", address));

            refused.then().statusCode(400);
            assertThat(refused.asString()).contains("Enter an e-mail address");
        }
    }

    @Test
    void theLastAdministratorCannotBeRemoved() {
        String self = idOf(clinic.browser().get("/dashboard/settings/administrators").asString(), clinic.adminEmail());
        clinic.browser().get("/dashboard/settings/administrators/" + self + "/remove").then().statusCode(200);

        Response refused = clinic.browser().post("/dashboard/settings/administrators/" + self + "/remove", Map.of());

        refused.then().statusCode(409);
        assertThat(refused.asString()).contains("keeps at least one administrator");
        clinic.browser().get("/dashboard/settings").then().statusCode(200);
    }

    @Test
    void aRemovedAdministratorsUnusedLinkNoLongerSignsIn() {
        String colleague = AdministeredTenant.uniqueEmail();
        clinic.browser().post("/dashboard/settings/administrators", Map.of("email", colleague)).then().statusCode(303);
        String colleagueId = idOf(clinic.browser().get("/dashboard/settings/administrators").asString(), colleague);
        DashboardClient colleagueBrowser = new DashboardClient(port);
        colleagueBrowser.requestLink(colleague).then().statusCode(303);
        String link = MailServer.awaitLink(colleague, 1);
        colleagueBrowser.open(link).then().statusCode(200);

        clinic.browser().post("/dashboard/settings/administrators/" + colleagueId + "/remove", Map.of()).then().statusCode(303);

        assertThat(clinic.browser().get("/dashboard/settings/administrators").asString()).doesNotContain(colleague);
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
