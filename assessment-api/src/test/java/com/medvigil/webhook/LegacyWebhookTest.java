package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;

import java.time.Duration;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.medvigil.model.webhook.Webhook;
import com.medvigil.testing.ApiTest;
import com.medvigil.webhook.Receiver.ReceivedDelivery;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

/** {@code PUT /v1/tenants/webhook}: the single webhook of older integrations (spec 4.2, DECISIONS). */
@ApiTest
class LegacyWebhookTest {

    static final Duration ARRIVAL = Duration.ofSeconds(10);
    static final String SECRET = "s3cret-of-the-ehr";

    @RegisterExtension
    final WebhookOwner owner = new WebhookOwner();
    @RegisterExtension
    final Receiver receiver = new Receiver();

    /** The way the spec shows the call: X-API-Key and X-Tenant-Code. */
    private Response put(String json) {
        return owner.api().asFhirClient(owner.tenant()).contentType(ContentType.JSON).body(json).put("/v1/tenants/webhook");
    }

    private Response configure(String url, String secret) {
        return put("{\"webhookUrl\": \"" + url + "\", \"webhookSecret\": \"" + secret + "\"}");
    }

    private void refused(Response response, String message) {
        response.then().statusCode(400).body("message", equalTo(message));
    }

    @Test
    void configuringAnswersTheDocumentedMessage() {
        Response response = configure(receiver.url(), SECRET);

        response.then().statusCode(200).body("message", equalTo("Webhook configured successfully"));
        assertThat(response.as(Map.class)).containsOnlyKeys("message");
    }

    @Test
    void theLegacyConfigurationReceivesCompletedAssessmentsSignedWithTheTenantsSecret() {
        configure(receiver.url(), SECRET).then().statusCode(200);

        OutcomePublisher.Published published = owner.outcomes().completed(owner.tenant().tenantId());
        ReceivedDelivery delivery = receiver.next(ARRIVAL);

        assertThat(delivery.event()).isEqualTo("assessment.completed");
        assertThat(delivery.body()).contains(published.eventId().toString());
        assertThat(delivery.verifiesWith(SECRET)).isTrue();
        assertThat(UUID.fromString(delivery.webhookId())).isNotNull();
    }

    @Test
    void theLegacyConfigurationIsNotSentFailedAssessments() throws Exception {
        configure(receiver.url(), SECRET).then().statusCode(200);

        owner.outcomes().failed(owner.tenant().tenantId());
        OutcomePublisher.Published completed = owner.outcomes().completed(owner.tenant().tenantId());
        ReceivedDelivery delivery = receiver.next(ARRIVAL);

        assertThat(delivery.body()).contains(completed.eventId().toString());
        Thread.sleep(500);
        assertThat(receiver.requestCount()).isEqualTo(1);
    }

    @Test
    void theLegacyConfigurationKeepsItsIdWhenReconfigured() {
        configure(receiver.url(), SECRET).then().statusCode(200);
        owner.outcomes().completed(owner.tenant().tenantId());
        ReceivedDelivery before = receiver.next(ARRIVAL);

        try (Receiver moved = new Receiver()) {
            configure(moved.url(), "another-secret-entirely").then().statusCode(200);
            owner.outcomes().completed(owner.tenant().tenantId());
            ReceivedDelivery after = moved.next(ARRIVAL);

            assertThat(after.webhookId()).isEqualTo(before.webhookId());
            assertThat(after.verifiesWith("another-secret-entirely")).isTrue();
            assertThat(after.verifiesWith(SECRET)).isFalse();
        }
    }

    @Test
    void clearingTheConfigurationStopsDeliveries() throws Exception {
        configure(receiver.url(), SECRET).then().statusCode(200);

        put("{\"webhookUrl\": null, \"webhookSecret\": null}")
                .then().statusCode(200).body("message", equalTo("Webhook configured successfully"));
        owner.outcomes().completed(owner.tenant().tenantId());

        Thread.sleep(1000);
        assertThat(receiver.requestCount()).isZero();
    }

    @Test
    void clearingWhenNothingIsConfiguredSucceedsToo() {
        put("{\"webhookUrl\": null, \"webhookSecret\": null}").then().statusCode(200);
    }

    @Test
    void theLegacyConfigurationIsNotAmongTheWebhooksButItsDeliveriesCanBeRead() {
        configure(receiver.url(), SECRET).then().statusCode(200);
        owner.outcomes().completed(owner.tenant().tenantId());
        ReceivedDelivery delivery = receiver.next(ARRIVAL);

        owner.api().as(owner.tenant()).get("/v1/webhooks").then().statusCode(200).body("webhooks", empty());
        owner.api().as(owner.tenant()).get("/v1/webhooks/" + delivery.webhookId()).then().statusCode(404);
        org.awaitility.Awaitility.await().atMost(ARRIVAL).until(() -> "delivered".equals(
                owner.api().as(owner.tenant()).get("/v1/webhooks/" + delivery.webhookId() + "/deliveries")
                        .path("deliveries[0].status")));
        owner.api().as(owner.tenant()).get("/v1/webhooks/" + delivery.webhookId() + "/deliveries")
                .then().body("deliveries[0].id", equalTo(delivery.deliveryId()));
    }

    @Test
    void theBearerSchemeWorksToo() {
        owner.api().as(owner.tenant()).contentType(ContentType.JSON)
                .body("{\"webhookUrl\": \"" + receiver.url() + "\", \"webhookSecret\": \"" + SECRET + "\"}")
                .put("/v1/tenants/webhook").then().statusCode(200);
        owner.api().anonymous().header("x-api-key", owner.tenant().apiKey()).header("X-Tenant-Code", owner.tenant().code())
                .contentType(ContentType.JSON).body("{\"webhookUrl\": null, \"webhookSecret\": null}")
                .put("/v1/tenants/webhook").then().statusCode(200);
        owner.api().anonymous().contentType(ContentType.JSON).body("{\"webhookUrl\": null, \"webhookSecret\": null}")
                .put("/v1/tenants/webhook").then().statusCode(401);
    }

    @Test
    void bothFieldsAreStringsOrBothAreNull() {
        refused(put("{\"webhookUrl\": \"" + receiver.url() + "\", \"webhookSecret\": null}"),
                "webhookSecret must be set when webhookUrl is set (both or neither)");
        refused(put("{\"webhookUrl\": null, \"webhookSecret\": \"" + SECRET + "\"}"),
                "webhookUrl must be a URL when webhookSecret is set (both or neither)");
        refused(put("{\"webhookSecret\": \"" + SECRET + "\"}"),
                "webhookUrl is required (a URL, or null to clear the configuration)");
        refused(put("{\"webhookUrl\": \"" + receiver.url() + "\"}"),
                "webhookSecret is required (a secret, or null to clear the configuration)");
        refused(put("{}"), "webhookUrl is required (a URL, or null to clear the configuration)");
        refused(owner.api().asFhirClient(owner.tenant()).contentType(ContentType.JSON).put("/v1/tenants/webhook"),
                "body is required: {\"webhookUrl\": ..., \"webhookSecret\": ...}");
    }

    @Test
    void theSecretIsAtLeastEightCharacters() {
        refused(configure(receiver.url(), "1234567"), "webhookSecret must be at least 8 characters long");
        refused(configure(receiver.url(), "        "), "webhookSecret must not be blank");
        refused(configure(receiver.url(), "s".repeat(257)), "webhookSecret must be at most 256 characters long");
        configure(receiver.url(), "12345678").then().statusCode(200);
    }

    @Test
    void theUrlIsCheckedAsForWebhooks() {
        refused(configure("ehr.example.org/hooks", SECRET), "webhookUrl must be an absolute http or https URL");
        refused(configure("https://user:pw@ehr.example.org/hooks", SECRET), "webhookUrl must not contain user credentials");
        refused(configure("", SECRET), "webhookUrl is required");
        refused(put("{\"webhookUrl\": 8080, \"webhookSecret\": \"" + SECRET + "\"}"), "webhookUrl must be a string");
        refused(put("{\"webhookUrl\": \"https://ehr.example.org/in\", \"webhookSecret\": 12345678}"),
                "webhookSecret must be a string");
        refused(put("{\"url\": \"https://ehr.example.org/in\", \"webhookSecret\": \"" + SECRET + "\"}"),
                "Unknown field 'url'");
    }
}
