package com.medvigil.dashboard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowCallbackHandler;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

/** The rules every dashboard page keeps: sign-in, CSRF, tenant isolation, session lifetime, headers. */
@DashboardTest
class DashboardSecurityTest {

    static final List<String> PAGES = List.of("/dashboard/assessments", "/dashboard/webhooks", "/dashboard/settings",
            "/dashboard/cds-rules", "/dashboard/settings/api-keys", "/dashboard/settings/administrators", "/dashboard/organisations",
            "/dashboard/assessments/" + UUID.randomUUID(), "/dashboard/no-such-page");

    @LocalServerPort
    int port;
    @Autowired
    JdbcTemplate jdbc;
    @Value("${spring.session.timeout}")
    Duration idleTimeout;

    @RegisterExtension
    final RegisteredClinic clinic = RegisteredClinic.signedIn();

    @Test
    void everyPageAsksABrowserThatIsNotSignedInToSignIn() {
        DashboardClient stranger = new DashboardClient(port);
        for (String page : PAGES) {
            stranger.get(page).then().statusCode(302).header("Location", "/dashboard/sign-in");
        }
        stranger.get("/dashboard/sign-in").then().statusCode(200);
    }

    @Test
    void everyFormIsRefusedWithoutItsCsrfToken() {
        String webhookId = webhook(clinic.tenant().apiKey());
        String assessmentId = clinic.api().requestAssessment(clinic.tenant(), SampleAssessments.MILD);
        String keyId = clinic.api().as(clinic.tenant()).get("/v1/api-keys").path("apiKeys[0].id");
        String adminId = adminId(clinic.browser());
        Map<String, Map<String, String>> forms = Map.of(
                "/dashboard/settings/api-keys", Map.of("name", "forged"),
                "/dashboard/settings/api-keys/" + keyId + "/revoke", Map.of(),
                "/dashboard/webhooks/" + webhookId + "/pause", Map.of(),
                "/dashboard/assessments/" + assessmentId + "/review", Map.of("status", "resolved"),
                "/dashboard/settings/administrators", Map.of("email", AdministeredTenant.uniqueEmail()),
                "/dashboard/settings/administrators/" + adminId + "/remove", Map.of(),
                "/dashboard/organisations", Map.of("tenant", clinic.tenantId().toString()),
                "/dashboard/sign-out", Map.of());

        clinic.browser().get("/dashboard/settings");
        forms.forEach((path, form) -> {
            clinic.browser().postExactly(path, form).then().statusCode(403);
            Map<String, String> forged = new HashMap<>(form);
            forged.put("_csrf", "forged-" + UUID.randomUUID());
            clinic.browser().postExactly(path, forged).then().statusCode(403);
        });

        assertThat(clinic.api().as(clinic.tenant()).get("/v1/api-keys").<List<String>>path("apiKeys.name")).containsExactly("Registration key");
        clinic.api().as(clinic.tenant()).get("/v1/api-keys/" + keyId).then().body("apiKey.revokedAt", nullValue());
        clinic.api().as(clinic.tenant()).get("/v1/webhooks/" + webhookId).then().body("webhook.status", equalTo("active"));
        clinic.api().as(clinic.tenant()).get("/v1/assessments/" + assessmentId + "/history").then().body("history", empty());
        clinic.browser().get("/dashboard/settings").then().statusCode(200);
    }

    @Test
    void theSignInFormIsRefusedWithoutItsCsrfToken() {
        DashboardClient stranger = new DashboardClient(port);
        stranger.get("/dashboard/sign-in");

        stranger.postExactly("/dashboard/sign-in", Map.of("email", clinic.adminEmail())).then().statusCode(403);
    }

    @Test
    void anotherTenantsObjectsAreNotFoundExactlyLikeMissingOnes() {
        AdministeredTenant other = AdministeredTenant.register(clinic.api());
        String theirWebhook = webhook(other.tenant().apiKey());
        String theirAssessment = clinic.api().requestAssessment(other.tenant(), SampleAssessments.SEVERE);
        String theirKey = clinic.api().as(other.tenant()).get("/v1/api-keys").path("apiKeys[0].id");
        DashboardClient theirBrowser = new DashboardClient(port);
        theirBrowser.signIn(other);
        String theirAdmin = adminId(theirBrowser);
        String missing = UUID.randomUUID().toString();

        clinic.browser().get("/dashboard/settings");
        for (String id : List.of(missing, theirWebhook)) {
            assertNotFound(clinic.browser().get("/dashboard/webhooks/" + id));
            assertNotFound(clinic.browser().post("/dashboard/webhooks/" + id + "/pause", Map.of()));
        }
        for (String id : List.of(missing, theirAssessment)) {
            assertNotFound(clinic.browser().get("/dashboard/assessments/" + id));
            assertNotFound(clinic.browser().post("/dashboard/assessments/" + id + "/review", Map.of("status", "resolved")));
        }
        for (String id : List.of(missing, theirKey)) {
            assertNotFound(clinic.browser().get("/dashboard/settings/api-keys/" + id + "/revoke"));
            assertNotFound(clinic.browser().post("/dashboard/settings/api-keys/" + id + "/revoke", Map.of()));
        }
        for (String id : List.of(missing, theirAdmin)) {
            assertNotFound(clinic.browser().get("/dashboard/settings/administrators/" + id + "/remove"));
            assertNotFound(clinic.browser().post("/dashboard/settings/administrators/" + id + "/remove", Map.of()));
        }

        assertThat(clinic.browser().get("/dashboard/assessments").asString()).doesNotContain(theirAssessment);
        assertThat(clinic.browser().get("/dashboard/webhooks").asString()).doesNotContain(theirWebhook);
        clinic.api().as(other.tenant()).get("/v1/webhooks/" + theirWebhook).then().body("webhook.status", equalTo("active"));
        clinic.api().as(other.tenant()).get("/v1/api-keys/" + theirKey).then().body("apiKey.revokedAt", nullValue());
        clinic.api().as(other.tenant()).get("/v1/assessments/" + theirAssessment + "/history").then().body("history", empty());
        theirBrowser.get("/dashboard/settings/administrators").then().statusCode(200);
    }

    @Test
    void aSessionIdleLongerThanTheTimeoutHasEnded() {
        DashboardClient recent = new DashboardClient(port);
        recent.signIn(clinic);
        assertThat(idleTimeout).isEqualTo(Duration.ofMinutes(30));

        idle(clinic.browser(), idleTimeout.plusSeconds(1));
        idle(recent, idleTimeout.minusMinutes(1));

        clinic.browser().get("/dashboard/settings").then().statusCode(302).header("Location", "/dashboard/sign-in?expired");
        assertThat(clinic.browser().get("/dashboard/sign-in?expired").asString()).contains("Your session has ended");
        recent.get("/dashboard/settings").then().statusCode(200);
    }

    @Test
    void signingOutEndsTheSessionForGood() {
        String session = clinic.browser().session();
        clinic.browser().get("/dashboard/settings");

        clinic.browser().post("/dashboard/sign-out", Map.of()).then().statusCode(302)
                .header("Location", endsWith("/dashboard/sign-in?signed-out"));

        assertThat(clinic.browser().session()).isNull();
        DashboardClient replay = new DashboardClient(port);
        replay.useSession(session);
        replay.get("/dashboard/settings").then().statusCode(302);
        assertThat(jdbc.queryForObject("select count(*) from spring_session where session_id = ?", Integer.class,
                sessionId(session))).isZero();
    }

    @Test
    void theSessionTablesHoldOnlyAHashOfTheCookiesSecret() {
        String cookie = clinic.browser().session();
        String secret = secretOf(cookie);

        List<String> stored = new ArrayList<>();
        jdbc.query("select * from spring_session", (RowCallbackHandler) row -> stored.add(columnsOf(row)));
        jdbc.query("select * from spring_session_attributes", (RowCallbackHandler) row -> stored.add(columnsOf(row)));
        assertThat(stored).isNotEmpty().noneMatch(row -> row.contains(secret) || row.contains(cookie));
        assertThat(storedSessionIdOf(clinic.adminEmail())).isEqualTo(sha256(secret));
        clinic.browser().get("/dashboard/settings").then().statusCode(200);
    }

    @Test
    void aSessionIdReadFromTheDatabaseSignsNobodyIn() {
        String storedId = storedSessionIdOf(clinic.adminEmail());

        for (String cookie : List.of(base64(storedId), storedId)) {
            DashboardClient thief = new DashboardClient(port);
            thief.useSession(cookie);
            thief.get("/dashboard/settings").then().statusCode(302).header("Location", startsWith("/dashboard/sign-in"));
        }
        clinic.browser().get("/dashboard/settings").then().statusCode(200);
    }

    @Test
    void theSessionCookieIsHttpOnlySameSiteForTheDashboardOnlyAndSecureOverHttps() {
        String plain = new DashboardClient(port).get("/dashboard/sign-in").header("Set-Cookie");
        String overHttps = new DashboardClient(port).withHeader("X-Forwarded-Proto", "https").get("/dashboard/sign-in")
                .header("Set-Cookie");

        assertThat(plain).startsWith(DashboardClient.SESSION_COOKIE + "=").contains("Path=/dashboard").contains("HttpOnly")
                .contains("SameSite=Lax").doesNotContain("Secure");
        assertThat(overHttps).contains("HttpOnly").contains("SameSite=Lax").contains("Secure");
        assertThat(clinic.api().as(clinic.tenant()).get("/v1/api-keys").header("Set-Cookie")).isNull();
    }

    @Test
    void pagesCarryStrictSecurityHeadersAndAreNeverCached() {
        Response page = clinic.browser().get("/dashboard/settings/api-keys");

        assertThat(page.header("Content-Security-Policy")).contains("default-src 'none'").contains("script-src 'self'")
                .contains("frame-ancestors 'none'").contains("form-action 'self'").doesNotContain("unsafe-inline");
        assertThat(page.header("X-Frame-Options")).isEqualTo("DENY");
        assertThat(page.header("X-Content-Type-Options")).isEqualTo("nosniff");
        assertThat(page.header("Referrer-Policy")).isEqualTo("no-referrer");
        assertThat(page.header("Cache-Control")).contains("no-store");
        assertThat(page.asString()).doesNotContain("<script>").doesNotContain(" style=\"").doesNotContain(" onclick=");
    }

    @Test
    void assetsAreServedUnderContentHashedNamesAndCachedForLong() {
        String page = clinic.browser().get("/dashboard/settings").asString();
        Matcher css = Pattern.compile("/dashboard/assets/dashboard-[0-9a-f]{32}\\.css").matcher(page);
        Matcher js = Pattern.compile("/dashboard/assets/dashboard-[0-9a-f]{32}\\.js").matcher(page);
        assertThat(css.find()).isTrue();
        assertThat(js.find()).isTrue();

        Response stylesheet = new DashboardClient(port).get(css.group());
        stylesheet.then().statusCode(200).contentType(startsWith("text/css"));
        assertThat(stylesheet.header("Cache-Control")).contains("max-age=31536000").contains("immutable");
        new DashboardClient(port).get(js.group()).then().statusCode(200);
    }

    @Test
    void aRemovedAdministratorIsSignedOutAtTheirNextPage() {
        String colleague = AdministeredTenant.uniqueEmail();
        clinic.browser().get("/dashboard/settings/administrators");
        clinic.browser().post("/dashboard/settings/administrators", Map.of("email", colleague)).then().statusCode(303);
        DashboardClient colleagueBrowser = new DashboardClient(port);
        colleagueBrowser.signIn(colleague, clinic.tenantId());
        colleagueBrowser.get("/dashboard/settings/administrators").then().statusCode(200);

        colleagueBrowser.get("/dashboard/settings/administrators/" + adminId(clinic.browser()) + "/remove");
        colleagueBrowser.post("/dashboard/settings/administrators/" + adminId(clinic.browser()) + "/remove", Map.of()).then().statusCode(303);

        clinic.browser().get("/dashboard/assessments").then().statusCode(302).header("Location", "/dashboard/sign-in?expired");
        clinic.browser().get("/dashboard/assessments").then().statusCode(302);
    }

    /** The id of the signed-in administrator, from the Administrators page. */
    static String adminId(DashboardClient signedIn) {
        String page = signedIn.get("/dashboard/settings/administrators").asString();
        Matcher id = Pattern.compile("/dashboard/settings/administrators/([0-9a-f-]{36})/remove")
                .matcher(page);
        assertThat(id.find()).isTrue();
        return id.group(1);
    }

    private String webhook(String apiKey) {
        return clinic.api().anonymous().header("Authorization", "Bearer " + apiKey).contentType(ContentType.JSON)
                .body("{\"name\": \"receiver\", \"url\": \"http://127.0.0.1:9/hooks\", \"events\": [\"assessment.failed\"]}")
                .post("/v1/webhooks").then().statusCode(201).extract().path("webhook.id");
    }

    /** Moves the session's last use back in time, as if the browser had been left alone that long. */
    private void idle(DashboardClient client, Duration howLong) {
        int changed = jdbc.update("update spring_session set last_access_time = last_access_time - ?, expiry_time = expiry_time - ?"
                + " where session_id = ?", howLong.toMillis(), howLong.toMillis(), sessionId(client.session()));
        assertThat(changed).isEqualTo(1);
    }

    /** The id under which the session signed in as this address is stored, found by the address it holds. */
    private String storedSessionIdOf(String email) {
        List<String> ids = new ArrayList<>();
        jdbc.query("select s.session_id, a.attribute_bytes from spring_session s join spring_session_attributes a"
                + " on a.session_primary_id = s.primary_id where a.attribute_name = 'medvigil.dashboard.email'",
                (RowCallbackHandler) row -> {
                    if (new String(row.getBytes(2), StandardCharsets.ISO_8859_1).contains(email)) {
                        ids.add(row.getString(1).strip());
                    }
                });
        assertThat(ids).hasSize(1);
        return ids.get(0);
    }

    /** The stored session id: the SHA-256 of the secret the cookie carries. */
    private static String sessionId(String cookie) {
        return sha256(secretOf(cookie));
    }

    /** The cookie carries the session's secret in base64, as Spring Session writes cookie values. */
    private static String secretOf(String cookie) {
        return new String(Base64.getDecoder().decode(cookie), StandardCharsets.US_ASCII);
    }

    private static String base64(String value) {
        return Base64.getEncoder().encodeToString(value.getBytes(StandardCharsets.US_ASCII));
    }

    private static String sha256(String value) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }

    /** Every column of the row as text (binary columns as raw bytes read as text), for searching a value in it. */
    private static String columnsOf(ResultSet row) throws SQLException {
        StringBuilder columns = new StringBuilder();
        for (int column = 1; column <= row.getMetaData().getColumnCount(); column++) {
            Object value = row.getObject(column);
            columns.append(value instanceof byte[] bytes ? new String(bytes, StandardCharsets.ISO_8859_1) : String.valueOf(value))
                    .append('\t');
        }
        return columns.toString();
    }

    private static void assertNotFound(Response response) {
        response.then().statusCode(404);
        assertThat(response.asString()).contains("There is nothing at this address.");
    }
}
