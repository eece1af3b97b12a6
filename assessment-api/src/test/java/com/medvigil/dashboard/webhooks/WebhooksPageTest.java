package com.medvigil.dashboard.webhooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import java.io.IOException;
import java.net.InetAddress;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.dashboard.AdministeredTenant;
import com.medvigil.dashboard.DashboardTest;
import com.medvigil.dashboard.MailServer;
import com.medvigil.dashboard.RegisteredClinic;
import com.medvigil.dashboard.SampleAssessments;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.webhook.WebhookDisabled;

import io.restassured.http.ContentType;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;

/**
 * The Webhooks pages: health, pause, resume and enable again as the API sees them, deliveries in a
 * compact table with every attempt, and Redeliver.
 */
@DashboardTest
class WebhooksPageTest {

    @RegisterExtension
    final RegisteredClinic clinic = RegisteredClinic.signedIn();

    @Autowired
    JdbcTemplate sql;
    @Autowired
    ApplicationEventPublisher events;
    @Autowired
    TenantContext tenantContext;
    @Autowired
    PlatformTransactionManager transactionManager;
    MockWebServer receiver;

    @BeforeEach
    void startReceiver() throws IOException {
        receiver = new MockWebServer();
        receiver.start(InetAddress.getByName("127.0.0.1"), 0);
    }

    @AfterEach
    void stopReceiver() throws IOException {
        receiver.close();
    }

    @Test
    void pausingAndResumingChangeWhatTheApiReports() {
        String id = webhook("Pharmacy system");

        String list = clinic.browser().get("/dashboard/webhooks").asString();
        assertThat(list).contains("Pharmacy system").contains(receiver.url("/hooks").toString()).contains("assessment.completed")
                .contains("data-health=\"no_deliveries_yet\"").contains("/dashboard/webhooks/" + id + "/pause");

        clinic.browser().post("/dashboard/webhooks/" + id + "/pause", Map.of()).then().statusCode(303)
                .header("Location", "/dashboard/webhooks?paused");
        clinic.api().as(clinic.tenant()).get("/v1/webhooks/" + id).then().body("webhook.status", equalTo("paused"));
        assertThat(clinic.browser().get("/dashboard/webhooks?paused").asString()).contains("data-health=\"paused\"")
                .contains("/dashboard/webhooks/" + id + "/resume").contains("The webhook is paused");

        clinic.browser().post("/dashboard/webhooks/" + id + "/resume", Map.of()).then().statusCode(303);
        clinic.api().as(clinic.tenant()).get("/v1/webhooks/" + id).then().body("webhook.status", equalTo("active"));
    }

    @Test
    void aWebhooksPageShowsItsDeliveriesWithEveryAttempt() {
        receiver.enqueue(new MockResponse().setResponseCode(503));
        receiver.enqueue(new MockResponse().setResponseCode(200));
        String id = webhook("EHR inbox");
        String assessmentId = clinic.api().requestAssessment(clinic.tenant(), SampleAssessments.MILD);
        await().atMost(Duration.ofSeconds(20)).until(() ->
                "delivered".equals(clinic.api().as(clinic.tenant()).get("/v1/webhooks/" + id + "/deliveries").path("deliveries[0].status")));

        String page = clinic.browser().get("/dashboard/webhooks/" + id).asString();

        assertThat(page).contains("EHR inbox").contains(">delivered<").contains("assessment.completed")
                .contains("/dashboard/assessments/" + assessmentId).contains("HTTP 503").contains("HTTP 200");
        assertThat(page.indexOf("HTTP 503")).isLessThan(page.indexOf("HTTP 200"));
    }

    @Test
    void theLegacyWebhookIsListedButChangedOnlyThroughItsOwnEndpoint() {
        clinic.api().as(clinic.tenant()).contentType(ContentType.JSON)
                .body("{\"webhookUrl\": \"" + receiver.url("/legacy") + "\", \"webhookSecret\": \"legacy-secret\"}")
                .put("/v1/tenants/webhook").then().statusCode(200);

        String list = clinic.browser().get("/dashboard/webhooks").asString();

        assertThat(list).contains(receiver.url("/legacy").toString()).contains("PUT /v1/tenants/webhook");
        assertThat(list).doesNotContain("/pause\"").doesNotContain("/resume\"");
    }

    @Test
    void aWebhookWhoseAttemptsFailIsShownFailingNotActive() {
        for (int i = 0; i < 4; i++) {
            receiver.enqueue(new MockResponse().setResponseCode(500));
        }
        String id = webhook("Broken receiver");
        clinic.api().requestAssessment(clinic.tenant(), SampleAssessments.MILD);
        await().atMost(Duration.ofSeconds(20)).until(() ->
                clinic.api().as(clinic.tenant()).get("/v1/webhooks/" + id).<Integer>path("webhook.health.consecutiveFailures") >= 2);

        String list = clinic.browser().get("/dashboard/webhooks").asString();
        String page = clinic.browser().get("/dashboard/webhooks/" + id).asString();

        assertThat(list).contains("data-health=\"failing\"").contains("failed attempts in a row").doesNotContain("data-health=\"healthy\"")
                .doesNotContain("badge ok");
        assertThat(page).contains("data-health=\"failing\"").containsPattern("failed attempts in a row</span>,\\s*since <time")
                .contains("If every attempt keeps failing for <span>3 days</span>");
        assertThat(page).containsPattern("id=\"last-success\">\\s*<span class=\"muted\">never</span>");
    }

    /**
     * The event DeliveryQueue publishes when it disables a webhook (WebhookHealthTest disables one
     * for real), published here in this context: every application context of the test run
     * delivers webhooks from the one database, and only this one has an SMTP server.
     */
    @Test
    void theAdministratorIsMailedOnceTheDisablingOfAWebhookCommits() {
        String id = webhookAt("Gone receiver", receiver.url("/hooks?token=not-for-mail").toString());

        disable(id, true);
        disable(id, false);

        await().atMost(Duration.ofSeconds(15)).until(() -> !disabledMails().isEmpty());
        String text = MailServer.text(disabledMails().get(0));
        assertThat(text).contains("disabled the webhook \"Gone receiver\" of " + clinic.name())
                .contains("every delivery failed for 3 days").contains("The last attempt: HTTP 500")
                .contains(receiver.url("/hooks").toString()).contains("/dashboard/webhooks/" + id)
                .doesNotContain("not-for-mail");
        // the disabling that was rolled back mailed nobody
        assertThat(disabledMails()).hasSize(1);
    }

    @Test
    void aDisabledWebhookShowsWhyAndCanBeEnabledAgain() {
        String id = webhook("Gone receiver");
        sql.update("update webhook set status = 'disabled', disabled_at = ?, disabled_reason = ?, consecutive_failures = 57,"
                        + " failing_since = ? where id = ?",
                utc(Instant.parse("2026-03-04T05:06:07Z")), "every delivery failed for 3 days",
                utc(Instant.parse("2026-03-01T05:00:00Z")), UUID.fromString(id));

        String list = clinic.browser().get("/dashboard/webhooks").asString();
        String page = clinic.browser().get("/dashboard/webhooks/" + id).asString();

        assertThat(list).contains("id=\"disabled-notice\"").contains("data-health=\"disabled\"")
                .contains("every delivery failed for 3 days").contains("2026-03-04 05:06:07 UTC").contains("Enable again");
        assertThat(page).contains("id=\"disabled-notice\"").contains("This webhook was disabled")
                .contains("every delivery failed for 3 days").contains("2026-03-04 05:06:07 UTC")
                .contains("57 failed attempts in a row").contains("Enable again");

        clinic.browser().post("/dashboard/webhooks/" + id + "/resume", Map.of()).then().statusCode(303);

        clinic.api().as(clinic.tenant()).get("/v1/webhooks/" + id).then().body("webhook.status", equalTo("active"))
                .body("webhook.health.consecutiveFailures", equalTo(0)).body("webhook.health.failingSince", nullValue())
                .body("webhook.health.disabledAt", nullValue()).body("webhook.health.disabledReason", nullValue());
        assertThat(clinic.browser().get("/dashboard/webhooks/" + id).asString()).doesNotContain("id=\"disabled-notice\"");
    }

    @Test
    void redeliverSendsTheSameEventAgainAsANewDelivery() throws InterruptedException {
        receiver.enqueue(new MockResponse().setResponseCode(200));
        receiver.enqueue(new MockResponse().setResponseCode(200));
        String id = webhook("EHR inbox");
        clinic.api().requestAssessment(clinic.tenant(), SampleAssessments.MILD);
        await().atMost(Duration.ofSeconds(20)).until(() ->
                "delivered".equals(clinic.api().as(clinic.tenant()).get("/v1/webhooks/" + id + "/deliveries").path("deliveries[0].status")));
        String original = clinic.api().as(clinic.tenant()).get("/v1/webhooks/" + id + "/deliveries").path("deliveries[0].id");
        String firstBody = receiver.takeRequest().getBody().readUtf8();
        assertThat(clinic.browser().get("/dashboard/webhooks/" + id).asString())
                .contains("/dashboard/webhooks/" + id + "/deliveries/" + original + "/redeliver");

        clinic.browser().post("/dashboard/webhooks/" + id + "/deliveries/" + original + "/redeliver", Map.of()).then().statusCode(303)
                .header("Location", "/dashboard/webhooks/" + id + "?redelivered");

        RecordedRequest again = receiver.takeRequest(20, TimeUnit.SECONDS);
        assertThat(again).as("the redelivery").isNotNull();
        assertThat(again.getBody().readUtf8()).isEqualTo(firstBody);
        assertThat(again.getHeader("X-MedVigil-Delivery-Id")).isNotEqualTo(original);
        assertThat(again.getHeader("X-MedVigil-Signature")).startsWith("v1=");
        await().atMost(Duration.ofSeconds(20)).until(() ->
                "delivered".equals(clinic.api().as(clinic.tenant()).get("/v1/webhooks/" + id + "/deliveries").path("deliveries[0].status")));
        clinic.api().as(clinic.tenant()).get("/v1/webhooks/" + id + "/deliveries").then()
                .body("deliveries[0].redeliveryOf", equalTo(original));
        assertThat(clinic.browser().get("/dashboard/webhooks/" + id + "?redelivered").asString()).contains("id=\"redelivered-notice\"")
                .contains("sent again");
    }

    @Test
    void anotherTenantsDeliveryCannotBeRedelivered() {
        receiver.enqueue(new MockResponse().setResponseCode(200));
        AdministeredTenant other = AdministeredTenant.register(clinic.api());
        String theirs = clinic.api().as(other.tenant()).contentType(ContentType.JSON)
                .body("{\"name\": \"Theirs\", \"url\": \"" + receiver.url("/theirs") + "\", \"events\": [\"assessment.completed\"]}")
                .post("/v1/webhooks").then().statusCode(201).extract().path("webhook.id");
        clinic.api().requestAssessment(other.tenant(), SampleAssessments.MILD);
        await().atMost(Duration.ofSeconds(20)).until(() ->
                "delivered".equals(clinic.api().as(other.tenant()).get("/v1/webhooks/" + theirs + "/deliveries").path("deliveries[0].status")));
        String theirDelivery = clinic.api().as(other.tenant()).get("/v1/webhooks/" + theirs + "/deliveries").path("deliveries[0].id");
        String mine = webhook("Mine");
        clinic.browser().get("/dashboard/webhooks");

        clinic.browser().post("/dashboard/webhooks/" + theirs + "/deliveries/" + theirDelivery + "/redeliver", Map.of()).then().statusCode(404);
        clinic.browser().post("/dashboard/webhooks/" + mine + "/deliveries/" + theirDelivery + "/redeliver", Map.of()).then().statusCode(404);

        assertThat(clinic.api().as(other.tenant()).get("/v1/webhooks/" + theirs + "/deliveries").<List<?>>path("deliveries")).hasSize(1);
        assertThat(clinic.api().as(clinic.tenant()).get("/v1/webhooks/" + mine + "/deliveries").<List<?>>path("deliveries")).isEmpty();
    }

    @Test
    void redeliverNeedsTheFormsCsrfToken() {
        receiver.enqueue(new MockResponse().setResponseCode(200));
        String id = webhook("EHR inbox");
        clinic.api().requestAssessment(clinic.tenant(), SampleAssessments.MILD);
        await().atMost(Duration.ofSeconds(20)).until(() ->
                "delivered".equals(clinic.api().as(clinic.tenant()).get("/v1/webhooks/" + id + "/deliveries").path("deliveries[0].status")));
        String original = clinic.api().as(clinic.tenant()).get("/v1/webhooks/" + id + "/deliveries").path("deliveries[0].id");
        String path = "/dashboard/webhooks/" + id + "/deliveries/" + original + "/redeliver";
        clinic.browser().get("/dashboard/webhooks/" + id);

        clinic.browser().postExactly(path, Map.of()).then().statusCode(403);
        Map<String, String> forged = new HashMap<>();
        forged.put("_csrf", "forged-" + UUID.randomUUID());
        clinic.browser().postExactly(path, forged).then().statusCode(403);

        assertThat(clinic.api().as(clinic.tenant()).get("/v1/webhooks/" + id + "/deliveries").<List<?>>path("deliveries")).hasSize(1);
    }

    private static OffsetDateTime utc(Instant instant) {
        return OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
    }

    private String webhook(String name) {
        return webhookAt(name, receiver.url("/hooks").toString());
    }

    private String webhookAt(String name, String url) {
        return clinic.api().as(clinic.tenant()).contentType(ContentType.JSON)
                .body("{\"name\": \"" + name + "\", \"url\": \"" + url + "\", \"events\": [\"assessment.completed\"]}")
                .post("/v1/webhooks").then().statusCode(201).extract().path("webhook.id");
    }

    /** Publishes what DeliveryQueue does when it disables the webhook, in a transaction that commits or rolls back. */
    private void disable(String id, boolean rolledBack) {
        tenantContext.runAs(clinic.tenantId(), () -> new TransactionTemplate(transactionManager).executeWithoutResult(status -> {
            events.publishEvent(new WebhookDisabled(clinic.tenantId(), UUID.fromString(id), "every delivery failed for 3 days",
                    "HTTP 500", Instant.now()));
            if (rolledBack) {
                status.setRollbackOnly();
            }
        }));
    }

    /** The mails to this clinic's administrator that say a webhook was disabled (not its sign-in mails). */
    private List<MimeMessage> disabledMails() {
        return MailServer.mailsTo(clinic.adminEmail()).stream().filter(mail -> subjectOf(mail).startsWith("MedVigil disabled"))
                .toList();
    }

    private static String subjectOf(MimeMessage mail) {
        try {
            return mail.getSubject();
        } catch (MessagingException e) {
            throw new AssertionError("Unreadable mail", e);
        }
    }
}
