package com.medvigil.dashboard.webhooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

import java.io.IOException;
import java.net.InetAddress;
import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.dashboard.AdministeredTenant;
import com.medvigil.dashboard.DashboardClient;
import com.medvigil.dashboard.DashboardTest;
import com.medvigil.dashboard.SampleAssessments;
import com.medvigil.testing.Api;

import io.restassured.http.ContentType;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;

/** The Webhooks page: status, pause and resume as the API sees them, and deliveries with every attempt. */
@DashboardTest
class WebhooksPageTest {

    @LocalServerPort
    int port;
    Api api;
    AdministeredTenant clinic;
    DashboardClient browser;
    MockWebServer receiver;

    @BeforeEach
    void signIn() throws IOException {
        api = new Api(port);
        clinic = AdministeredTenant.register(api);
        browser = new DashboardClient(port);
        browser.signIn(clinic);
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

        String list = browser.get("/dashboard/webhooks").asString();
        assertThat(list).contains("Pharmacy system").contains(receiver.url("/hooks").toString()).contains("assessment.completed")
                .contains(">active<").contains("/dashboard/webhooks/" + id + "/pause");

        browser.post("/dashboard/webhooks/" + id + "/pause", Map.of()).then().statusCode(303).header("Location", "/dashboard/webhooks?paused");
        api.as(clinic.tenant()).get("/v1/webhooks/" + id).then().body("webhook.status", equalTo("paused"));
        assertThat(browser.get("/dashboard/webhooks?paused").asString()).contains(">paused<")
                .contains("/dashboard/webhooks/" + id + "/resume").contains("The webhook is paused");

        browser.post("/dashboard/webhooks/" + id + "/resume", Map.of()).then().statusCode(303);
        api.as(clinic.tenant()).get("/v1/webhooks/" + id).then().body("webhook.status", equalTo("active"));
    }

    @Test
    void aWebhooksPageShowsItsDeliveriesWithEveryAttempt() {
        receiver.enqueue(new MockResponse().setResponseCode(503));
        receiver.enqueue(new MockResponse().setResponseCode(200));
        String id = webhook("EHR inbox");
        String assessmentId = api.requestAssessment(clinic.tenant(), SampleAssessments.MILD);
        await().atMost(Duration.ofSeconds(20)).until(() ->
                "delivered".equals(api.as(clinic.tenant()).get("/v1/webhooks/" + id + "/deliveries").path("deliveries[0].status")));

        String page = browser.get("/dashboard/webhooks/" + id).asString();

        assertThat(page).contains("EHR inbox").contains(">delivered<").contains("assessment.completed")
                .contains("/dashboard/assessments/" + assessmentId).contains("HTTP 503").contains("HTTP 200");
        assertThat(page.indexOf("HTTP 503")).isLessThan(page.indexOf("HTTP 200"));
    }

    @Test
    void theLegacyWebhookIsListedButChangedOnlyThroughItsOwnEndpoint() {
        api.as(clinic.tenant()).contentType(ContentType.JSON)
                .body("{\"webhookUrl\": \"" + receiver.url("/legacy") + "\", \"webhookSecret\": \"legacy-secret\"}")
                .put("/v1/tenants/webhook").then().statusCode(200);

        String list = browser.get("/dashboard/webhooks").asString();

        assertThat(list).contains(receiver.url("/legacy").toString()).contains("PUT /v1/tenants/webhook");
        assertThat(list).doesNotContain("/pause\"").doesNotContain("/resume\"");
    }

    private String webhook(String name) {
        return api.as(clinic.tenant()).contentType(ContentType.JSON)
                .body("{\"name\": \"" + name + "\", \"url\": \"" + receiver.url("/hooks") + "\", \"events\": [\"assessment.completed\"]}")
                .post("/v1/webhooks").then().statusCode(201).extract().path("webhook.id");
    }
}
