package com.medvigil.dashboard.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

import com.medvigil.dashboard.DashboardTest;
import com.medvigil.dashboard.RegisteredClinic;
import com.medvigil.dashboard.SampleAssessments;

import io.restassured.http.ContentType;
import okhttp3.mockwebserver.Dispatcher;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;

/**
 * Issue 19 ("Webhooks") in a real browser: an endpoint whose attempts fail is not shown green,
 * one the service disabled says so, and Redeliver sends a delivery again. Screenshots of both
 * pages at laptop and tablet sizes land in target/screenshots for a reviewer.
 */
@DashboardTest
class WebhooksBrowserTest {

    /** The badge colour of a healthy webhook (--ok-bg), which a failing one must never have. */
    static final String GREEN = "rgba(218, 251, 225, 1)";

    @Autowired
    JdbcTemplate sql;
    @RegisterExtension
    final RegisteredClinic clinic = new RegisteredClinic();
    @RegisterExtension
    final Chromium chromium = new Chromium();
    MockWebServer healthy;
    MockWebServer failing;

    @BeforeEach
    void startReceivers() throws IOException {
        healthy = receiver(200);
        failing = receiver(500);
    }

    @AfterEach
    void stopReceivers() throws IOException {
        healthy.close();
        failing.close();
    }

    @Test
    void anAdministratorSeesWhichWebhooksFailAndSendsADeliveryAgain() throws IOException {
        String pharmacy = webhook("Pharmacy system", healthy.url("/hooks").toString());
        String broken = webhook("Broken receiver", failing.url("/hooks").toString());
        String gone = webhook("Gone receiver", failing.url("/gone").toString());
        sql.update("update webhook set status = 'disabled', disabled_at = ?, disabled_reason = ?, consecutive_failures = 57,"
                        + " failing_since = ? where id = ?",
                utc(Instant.now().minus(Duration.ofHours(2))), "every delivery failed for 3 days",
                utc(Instant.now().minus(Duration.ofDays(3)).minus(Duration.ofHours(2))), UUID.fromString(gone));
        clinic.api().requestAssessment(clinic.tenant(), SampleAssessments.MILD);
        await().atMost(Duration.ofSeconds(30)).until(() -> "healthy".equals(health(pharmacy))
                && clinic.api().as(clinic.tenant()).get("/v1/webhooks/" + broken)
                        .<Integer>path("webhook.health.consecutiveFailures") >= 2);
        chromium.signIn(clinic);

        chromium.awaitClickable(By.cssSelector("nav a[href='/dashboard/webhooks']")).click();
        chromium.awaitPage("/dashboard/webhooks");

        WebElement brokenHealth = healthBadge(broken);
        assertThat(brokenHealth.getText()).isEqualTo("failing");
        assertThat(brokenHealth.getCssValue("background-color")).isNotEqualTo(GREEN);
        assertThat(row(broken).getText()).contains("failed attempts in a row, since").contains("never");
        assertThat(healthBadge(pharmacy).getText()).isEqualTo("healthy");
        assertThat(healthBadge(pharmacy).getCssValue("background-color")).isEqualTo(GREEN);
        assertThat(healthBadge(gone).getText()).isEqualTo("disabled");
        assertThat(healthBadge(gone).getCssValue("background-color")).isNotEqualTo(GREEN);
        assertThat(row(gone).getText()).contains("every delivery failed for 3 days").contains("Enable again");
        assertThat(chromium.await(By.id("disabled-notice")).getText()).contains("disabled because every delivery to it failed");
        screenshots("webhooks");

        row(gone).findElement(By.linkText("Gone receiver")).click();
        chromium.awaitPage("/dashboard/webhooks/" + gone);
        assertThat(chromium.await(By.id("disabled-notice")).getText()).contains("This webhook was disabled")
                .contains("every delivery failed for 3 days");
        assertThat(chromium.await(By.id("failure-run")).getText()).contains("57 failed attempts in a row");
        screenshots("webhook-disabled");

        chromium.open("/dashboard/webhooks/" + pharmacy);
        chromium.awaitPage("/dashboard/webhooks/" + pharmacy);
        assertThat(chromium.await(By.id("webhook-health")).getText()).isEqualTo("healthy");
        assertThat(deliveryRows()).hasSize(1);
        assertThat(deliveryRows().get(0).findElement(By.className("answer")).getText()).isEqualTo("200");
        chromium.awaitClickable(By.cssSelector("#deliveries button.redeliver")).click();
        chromium.awaitPage("/dashboard/webhooks/" + pharmacy);
        assertThat(chromium.await(By.id("redelivered-notice")).getText()).contains("sent again");
        assertThat(deliveryRows()).hasSize(2);
        await().atMost(Duration.ofSeconds(20)).until(() -> healthy.getRequestCount() == 2);
        chromium.open("/dashboard/webhooks/" + pharmacy);
        chromium.until(driver -> deliveryRows().get(0).findElement(By.className("delivery-status")).getText().equals("delivered")
                || reload(pharmacy));
        assertThat(deliveryRows().get(0).getText()).contains("sent again");
        screenshots("webhook");

        chromium.open("/dashboard/webhooks/" + broken);
        chromium.awaitPage("/dashboard/webhooks/" + broken);
        assertThat(chromium.await(By.id("webhook-health")).getText()).isEqualTo("failing");
        screenshots("webhook-failing");
    }

    /** The same page at a laptop's and at a tablet's size, under target/screenshots. */
    private void screenshots(String name) throws IOException {
        for (int[] size : new int[][] {{1280, 800}, {768, 1024}}) {
            chromium.resize(size[0], size[1]);
            assertThat(Files.size(chromium.screenshot(name + "-" + size[0] + "x" + size[1]))).isPositive();
        }
    }

    private boolean reload(String webhookId) {
        chromium.open("/dashboard/webhooks/" + webhookId);
        return false;
    }

    private List<WebElement> deliveryRows() {
        chromium.await(By.id("deliveries"));
        return chromium.driver().findElements(By.cssSelector("#deliveries tbody tr"));
    }

    private WebElement row(String webhookId) {
        return chromium.await(By.cssSelector("#webhooks tr[data-webhook-id='" + webhookId + "']"));
    }

    private WebElement healthBadge(String webhookId) {
        return row(webhookId).findElement(By.cssSelector("td.health .badge"));
    }

    private String health(String webhookId) {
        return clinic.api().as(clinic.tenant()).get("/v1/webhooks/" + webhookId).path("webhook.health.state");
    }

    private String webhook(String name, String url) {
        return clinic.api().as(clinic.tenant()).contentType(ContentType.JSON)
                .body("{\"name\": \"" + name + "\", \"url\": \"" + url + "\", \"events\": [\"assessment.completed\"]}")
                .post("/v1/webhooks").then().statusCode(201).extract().path("webhook.id");
    }

    private static MockWebServer receiver(int status) throws IOException {
        MockWebServer server = new MockWebServer();
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return new MockResponse().setResponseCode(status);
            }
        });
        server.start(InetAddress.getByName("127.0.0.1"), 0);
        return server;
    }

    private static OffsetDateTime utc(Instant instant) {
        return OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
    }
}
