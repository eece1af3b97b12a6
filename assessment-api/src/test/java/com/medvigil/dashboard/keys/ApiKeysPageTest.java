package com.medvigil.dashboard.keys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.notNullValue;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.medvigil.dashboard.DashboardTest;
import com.medvigil.dashboard.RegisteredClinic;

import io.restassured.response.Response;

/** Settings, then API Keys (spec Part 5): create a key shown once, see the list, revoke with confirmation. */
@DashboardTest
class ApiKeysPageTest {

    static final Pattern SHOWN_KEY = Pattern.compile("id=\"new-key\" readonly value=\"(mvk_[A-Za-z0-9_-]{43})\"");

    @RegisterExtension
    final RegisteredClinic clinic = RegisteredClinic.signedIn();

    @Test
    void aKeyCreatedHereWorksOnTheApiAndIsShownThisOnceOnly() {
        String key = create("EHR interface");

        clinic.api().anonymous().header("Authorization", "Bearer " + key).get("/v1/api-keys").then().statusCode(200);
        clinic.api().anonymous().header("X-API-Key", key).header("X-Tenant-Code", clinic.tenant().code()).get("/v1/fhir/metadata")
                .then().statusCode(200);
        String list = clinic.browser().get("/dashboard/settings/api-keys").asString();
        assertThat(list).contains("EHR interface").contains(key.substring(0, 12)).doesNotContain(key);
    }

    @Test
    void aKeyRevokedHereIsRefusedByTheApiAtOnce() {
        String key = create("nightly sync");
        String keyId = clinic.api().anonymous().header("Authorization", "Bearer " + key).get("/v1/api-keys")
                .path("apiKeys.find { it.name == 'nightly sync' }.id");

        Response confirmation = clinic.browser().get("/dashboard/settings/api-keys/" + keyId + "/revoke");
        confirmation.then().statusCode(200);
        assertThat(confirmation.asString()).contains("Revoke the key").contains("nightly sync");
        clinic.api().anonymous().header("Authorization", "Bearer " + key).get("/v1/api-keys").then().statusCode(200);

        clinic.browser().post("/dashboard/settings/api-keys/" + keyId + "/revoke", Map.of()).then().statusCode(303)
                .header("Location", "/dashboard/settings/api-keys?revoked");

        clinic.api().anonymous().header("Authorization", "Bearer " + key).get("/v1/api-keys").then().statusCode(401);
        clinic.api().as(clinic.tenant()).get("/v1/api-keys/" + keyId).then().body("apiKey.revokedAt", notNullValue());
        assertThat(clinic.browser().get("/dashboard/settings/api-keys?revoked").asString()).contains("The key was revoked");
        clinic.browser().get("/dashboard/settings/api-keys/" + keyId + "/revoke").then().statusCode(303);
    }

    @Test
    void theListShowsNamePrefixCreatedLastUsedAndRevoked() {
        String used = create("used key");
        create("unused key");
        clinic.api().anonymous().header("Authorization", "Bearer " + used).get("/v1/api-keys").then().statusCode(200);
        String revokedId = clinic.api().as(clinic.tenant()).get("/v1/api-keys").path("apiKeys.find { it.name == 'unused key' }.id");
        clinic.api().as(clinic.tenant()).delete("/v1/api-keys/" + revokedId).then().statusCode(204);

        String page = clinic.browser().get("/dashboard/settings/api-keys").asString();

        String usedRow = row(page, "used key");
        assertThat(usedRow).contains(used.substring(0, 12) + "…").contains("Active").doesNotContain("Never");
        assertThat(timesIn(usedRow)).hasSize(2);
        String revokedRow = row(page, "unused key");
        assertThat(revokedRow).contains("Never").contains("Revoked").doesNotContain(">Revoke<");
    }

    @Test
    void aKeyNeedsAName() {
        clinic.browser().get("/dashboard/settings/api-keys");

        // A NUL was a 500 on PostgreSQL, which cannot store one.
        for (String name : List.of("", "   ", "x".repeat(101), "EHR\u0000interface", "EHR\u0007")) {
            Response refused = clinic.browser().post("/dashboard/settings/api-keys", Map.of("name", name));
            refused.then().statusCode(400);
            assertThat(refused.asString()).contains("Give the key a name of 1 to 100 characters, without control characters.");
        }
        assertThat(clinic.api().as(clinic.tenant()).get("/v1/api-keys").<List<String>>path("apiKeys.name")).containsExactly("Registration key");
    }

    private String create(String name) {
        clinic.browser().get("/dashboard/settings/api-keys");
        Response created = clinic.browser().post("/dashboard/settings/api-keys", Map.of("name", name));
        created.then().statusCode(200);
        Matcher key = SHOWN_KEY.matcher(created.asString());
        assertThat(key.find()).as("the new key is on the page").isTrue();
        return key.group(1);
    }

    /** The table row of the key with this name. */
    private static String row(String page, String name) {
        int start = page.lastIndexOf("<tr", page.indexOf(">" + name + "<"));
        return page.substring(start, page.indexOf("</tr>", start));
    }

    private static List<String> timesIn(String html) {
        return Pattern.compile("<time datetime=\"([^\"]+)\"").matcher(html).results().map(match -> match.group(1)).toList();
    }
}
