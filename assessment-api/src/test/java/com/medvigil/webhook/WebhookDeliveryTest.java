package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import javax.sql.DataSource;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;

import com.medvigil.model.webhook.Webhook;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;
import com.medvigil.webhook.Receiver.ReceivedDelivery;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.restassured.http.ContentType;
import io.restassured.response.Response;

/**
 * Deliveries end to end: an assessment outcome is published to the outbox the way assessment
 * processing publishes it, and a real HTTP receiver on loopback gets what the service sends.
 * The test profile retries after about 1.3 s and gives an attempt 2 s.
 */
@ApiTest
class WebhookDeliveryTest {

    static final Duration ARRIVAL = Duration.ofSeconds(10);
    /** Longer than one retry step (1.3 s): a retry that was going to come has come by then. */
    static final Duration QUIET = Duration.ofMillis(2000);
    /** The test profile's lease: a claimed delivery whose attempt went unrecorded is taken up again after it. */
    static final Duration LEASE = Duration.ofSeconds(10);

    @Autowired
    ObjectMapper json;

    @RegisterExtension
    final WebhookOwner owner = new WebhookOwner();
    @RegisterExtension
    final Receiver receiver = new Receiver();

    record Created(String id, String secret) {
    }

    private Created webhook(TestTenant subscriber, String url, String... events) {
        String list = String.join("\", \"", events.length == 0 ? new String[] {"assessment.completed"} : events);
        Response created = owner.api().as(subscriber).contentType(ContentType.JSON)
                .body("{\"name\": \"receiver\", \"url\": \"" + url + "\", \"events\": [\"" + list + "\"]}")
                .post("/v1/webhooks");
        created.then().statusCode(201);
        return new Created(created.path("webhook.id"), created.path("secret"));
    }

    private Response deliveries(TestTenant subscriber, String webhookId) {
        return owner.api().as(subscriber).get("/v1/webhooks/" + webhookId + "/deliveries");
    }

    /** The webhook's only delivery, once it has reached the given status. */
    private Response settledDelivery(String webhookId, String status) {
        await().atMost(ARRIVAL).until(() -> status.equals(deliveries(owner.tenant(), webhookId).path("deliveries[0].status")));
        return deliveries(owner.tenant(), webhookId);
    }

    private void quietFor(Duration duration) throws InterruptedException {
        Thread.sleep(duration.toMillis());
    }

    @Test
    void aCompletedAssessmentReachesTheReceiverOnceSignedWithTheWebhooksSecret() throws Exception {
        Created webhook = webhook(owner.tenant(), receiver.url());

        OutcomePublisher.Published published = owner.outcomes().completed(owner.tenant().tenantId());
        ReceivedDelivery delivery = receiver.next(ARRIVAL);

        assertThat(delivery.method()).isEqualTo("POST");
        assertThat(delivery.path()).isEqualTo("/hooks/medvigil");
        assertThat(delivery.contentType()).isEqualTo("application/json");
        assertThat(delivery.event()).isEqualTo("assessment.completed");
        assertThat(delivery.webhookId()).isEqualTo(webhook.id());
        assertThat(UUID.fromString(delivery.deliveryId())).isNotNull();
        assertThat(delivery.signature()).matches("v1=[0-9a-f]{64}");
        assertThat(Long.parseLong(delivery.timestamp())).isCloseTo(Instant.now().getEpochSecond(),
                org.assertj.core.api.Assertions.within(5L));
        assertThat(delivery.verifiesWith(webhook.secret())).isTrue();

        Map<String, Object> body = json.readValue(delivery.body(), Map.class);
        assertThat(body).containsOnlyKeys("id", "type", "createdAt", "data");
        assertThat(body.get("id")).isEqualTo(published.eventId().toString());
        assertThat(body.get("type")).isEqualTo("assessment.completed");
        assertThat(Instant.parse((String) body.get("createdAt"))).isEqualTo(published.event().occurredAt());
        assertThat((Map<String, Object>) body.get("data")).containsExactlyInAnyOrderEntriesOf(Map.of(
                "assessmentId", published.event().assessmentId().toString(),
                "patientId", published.event().patientId().toString(),
                "status", "COMPLETED",
                "riskLevel", "SEVERE",
                "summary", OutcomePublisher.SUMMARY));

        settledDelivery(webhook.id(), "delivered").then()
                .body("deliveries", hasSize(1))
                .body("deliveries[0].id", equalTo(delivery.deliveryId()))
                .body("deliveries[0].eventId", equalTo(published.eventId().toString()))
                .body("deliveries[0].eventType", equalTo("assessment.completed"))
                .body("deliveries[0].assessmentId", equalTo(published.event().assessmentId().toString()))
                .body("deliveries[0].attemptCount", equalTo(1))
                .body("deliveries[0].nextAttemptAt", nullValue())
                .body("deliveries[0].attempts", hasSize(1))
                .body("deliveries[0].attempts[0].number", equalTo(1))
                .body("deliveries[0].attempts[0].statusCode", equalTo(200))
                .body("deliveries[0].attempts[0].error", nullValue());
        quietFor(QUIET);
        assertThat(receiver.requestCount()).isEqualTo(1);
    }

    /**
     * A record that waits seconds for the webhook's row is stored, and the event is not sent again: H2 once gave up
     * such a wait after two seconds (PostgreSQL waits), the record failed, and the receiver got the event a second
     * time when the lease ran out. H2 now waits too (EmbeddedDatabaseLockWaits), and a record that still fails for a
     * passing reason is tried again while the lease lasts (AttemptRecordRetryTest).
     */
    @Test
    void anAttemptWhoseRecordWaitsSecondsForTheWebhooksRowIsRecordedAndNotSentAgain(@Autowired DataSource dataSource)
            throws Exception {
        Created webhook = webhook(owner.tenant(), receiver.url());
        try (Connection other = dataSource.getConnection();
             // An update of the row, as recording an attempt makes: it leaves the foreign keys of new deliveries free.
             PreparedStatement lockWebhook = other.prepareStatement("update webhook set name = name where id = ?")) {
            other.setAutoCommit(false);
            lockWebhook.setObject(1, UUID.fromString(webhook.id()));
            lockWebhook.executeUpdate();
            owner.outcomes().completed(owner.tenant().tenantId());
            receiver.next(ARRIVAL);
            quietFor(Duration.ofSeconds(3));
            other.rollback();
        }

        settledDelivery(webhook.id(), "delivered").then()
                .body("deliveries", hasSize(1))
                .body("deliveries[0].attemptCount", equalTo(1));
        quietFor(LEASE);
        assertThat(receiver.requestCount()).as("deliveries the receiver got").isEqualTo(1);
    }

    @Test
    void aSignatureMadeWithAnyOtherSecretOrTimestampDoesNotVerify() {
        Created webhook = webhook(owner.tenant(), receiver.url());
        owner.outcomes().completed(owner.tenant().tenantId());
        ReceivedDelivery delivery = receiver.next(ARRIVAL);

        assertThat(delivery.verifiesWith(webhook.secret())).isTrue();
        assertThat(delivery.verifiesWith(webhook.secret() + "x")).isFalse();
        assertThat(ReceiverVerification.isAuthentic(webhook.secret(), delivery.timestamp(), delivery.signature(),
                delivery.body() + " ", Instant.now())).isFalse();
        assertThat(ReceiverVerification.isAuthentic(webhook.secret(), delivery.timestamp(), delivery.signature(),
                delivery.body(), Instant.now().plus(Duration.ofMinutes(6)))).isFalse();
    }

    @Test
    void aReceiverAnswering500TwiceThen200GetsThreeAttemptsOfOneDeliveryEachSignedAfresh() {
        Created webhook = webhook(owner.tenant(), receiver.answering(500, 500).url());

        owner.outcomes().completed(owner.tenant().tenantId());
        List<ReceivedDelivery> attempts = List.of(receiver.next(ARRIVAL), receiver.next(ARRIVAL), receiver.next(ARRIVAL));

        assertThat(attempts).extracting(ReceivedDelivery::deliveryId).containsOnly(attempts.get(0).deliveryId());
        assertThat(attempts).extracting(ReceivedDelivery::body).containsOnly(attempts.get(0).body());
        assertThat(attempts).allMatch(attempt -> attempt.verifiesWith(webhook.secret()));
        long first = Long.parseLong(attempts.get(0).timestamp());
        long second = Long.parseLong(attempts.get(1).timestamp());
        long third = Long.parseLong(attempts.get(2).timestamp());
        assertThat(second).isGreaterThan(first);
        assertThat(third).isGreaterThan(second);
        assertThat(attempts.get(1).signature()).isNotEqualTo(attempts.get(0).signature());

        settledDelivery(webhook.id(), "delivered").then()
                .body("deliveries[0].attemptCount", equalTo(3))
                .body("deliveries[0].attempts.statusCode", contains(500, 500, 200))
                .body("deliveries[0].attempts.number", contains(1, 2, 3));
    }

    @Test
    void aReceiverThatDoesNotAnswerIsRetriedAfterTheTimeout() {
        Created webhook = webhook(owner.tenant(), receiver.notAnswering().url());

        owner.outcomes().completed(owner.tenant().tenantId());
        ReceivedDelivery unanswered = receiver.next(ARRIVAL);
        ReceivedDelivery retry = receiver.next(ARRIVAL);

        assertThat(retry.deliveryId()).isEqualTo(unanswered.deliveryId());
        Response settled = settledDelivery(webhook.id(), "delivered");
        settled.then()
                .body("deliveries[0].attempts[0].statusCode", nullValue())
                .body("deliveries[0].attempts[0].error", equalTo("no answer within 2000 ms (timeout)"))
                .body("deliveries[0].attempts[1].statusCode", equalTo(200));
        assertThat(settled.<Integer>path("deliveries[0].attempts[0].durationMs")).isBetween(1900, 5000);
    }

    @Test
    void aDeliveryThatNeverSucceedsFailsAfterItsLastAttempt() throws Exception {
        Created webhook = webhook(owner.tenant(), receiver.answering(500, 503, 500, 502).url());

        owner.outcomes().completed(owner.tenant().tenantId());

        settledDelivery(webhook.id(), "failed").then()
                .body("deliveries[0].attemptCount", equalTo(4))
                .body("deliveries[0].attempts.statusCode", contains(500, 503, 500, 502))
                .body("deliveries[0].reason", equalTo("no 2xx answer in 4 attempts; the last: HTTP 502"))
                .body("deliveries[0].nextAttemptAt", nullValue())
                .body("deliveries[0].finishedAt", org.hamcrest.Matchers.notNullValue());
        quietFor(QUIET);
        assertThat(receiver.requestCount()).isEqualTo(4);
    }

    @Test
    void aRedirectIsAFailedAttemptAndIsNotFollowed() throws Exception {
        try (Receiver elsewhere = new Receiver()) {
            receiver.redirectingTo(elsewhere.url());
            Created webhook = webhook(owner.tenant(), receiver.url());

            owner.outcomes().completed(owner.tenant().tenantId());

            settledDelivery(webhook.id(), "delivered").then()
                    .body("deliveries[0].attempts.statusCode", contains(302, 200));
            assertThat(elsewhere.requestCount()).isZero();
        }
    }

    @Test
    void aRefusedConnectionIsRecordedAsTheAttemptsError() {
        Receiver closed = new Receiver();
        String unreachable = closed.url();
        closed.close();
        Created webhook = webhook(owner.tenant(), unreachable);

        owner.outcomes().completed(owner.tenant().tenantId());

        await().atMost(ARRIVAL).until(() -> deliveries(owner.tenant(), webhook.id()).path("deliveries[0].attempts[0]") != null);
        deliveries(owner.tenant(), webhook.id()).then()
                .body("deliveries[0].status", equalTo("pending"))
                .body("deliveries[0].attempts[0].statusCode", nullValue())
                .body("deliveries[0].attempts[0].error", startsWith("connection failed: "));
        owner.api().as(owner.tenant()).delete("/v1/webhooks/" + webhook.id()).then().statusCode(204);
    }

    @ParameterizedTest
    @ValueSource(strings = {"paused", "disabled"})
    void aWebhookThatIsNotActiveReceivesNothing(String status) throws Exception {
        try (Receiver active = new Receiver()) {
            webhook(owner.tenant(), active.url());
            Created inactive = webhook(owner.tenant(), receiver.url());
            owner.api().as(owner.tenant()).contentType(ContentType.JSON).body("{\"status\": \"" + status + "\"}")
                    .patch("/v1/webhooks/" + inactive.id()).then().statusCode(200);

            owner.outcomes().completed(owner.tenant().tenantId());

            active.next(ARRIVAL);
            quietFor(Duration.ofMillis(500));
            assertThat(receiver.requestCount()).isZero();
            deliveries(owner.tenant(), inactive.id()).then().statusCode(200).body("deliveries", empty());
        }
    }

    @Test
    void aWebhookPausedWhileARetryWaitsGetsNoFurtherAttempt() throws Exception {
        Created webhook = webhook(owner.tenant(), receiver.answering(500).url());
        owner.outcomes().completed(owner.tenant().tenantId());
        receiver.next(ARRIVAL);

        owner.api().as(owner.tenant()).contentType(ContentType.JSON).body("{\"status\": \"paused\"}")
                .patch("/v1/webhooks/" + webhook.id()).then().statusCode(200);

        settledDelivery(webhook.id(), "cancelled").then()
                .body("deliveries[0].reason", equalTo("webhook is paused"))
                .body("deliveries[0].attemptCount", equalTo(1));
        quietFor(QUIET);
        assertThat(receiver.requestCount()).isEqualTo(1);
    }

    @Test
    void aWebhookDeletedWhileARetryWaitsGetsNoFurtherAttempt() throws Exception {
        Created webhook = webhook(owner.tenant(), receiver.answering(500).url());
        owner.outcomes().completed(owner.tenant().tenantId());
        receiver.next(ARRIVAL);

        owner.api().as(owner.tenant()).delete("/v1/webhooks/" + webhook.id()).then().statusCode(204);

        quietFor(QUIET);
        assertThat(receiver.requestCount()).isEqualTo(1);
    }

    @Test
    void regeneratingTheSecretSignsTheNextDeliveryWithTheNewSecretOnly() {
        Created webhook = webhook(owner.tenant(), receiver.url());
        owner.outcomes().completed(owner.tenant().tenantId());
        assertThat(receiver.next(ARRIVAL).verifiesWith(webhook.secret())).isTrue();

        String newSecret = owner.api().as(owner.tenant()).post("/v1/webhooks/" + webhook.id() + "/regenerate-secret")
                .path("secret");
        owner.outcomes().completed(owner.tenant().tenantId());
        ReceivedDelivery afterRegeneration = receiver.next(ARRIVAL);

        assertThat(afterRegeneration.verifiesWith(newSecret)).isTrue();
        assertThat(afterRegeneration.verifiesWith(webhook.secret())).isFalse();
    }

    @Test
    void aWebhookReceivesOnlyTheEventsItSubscribedTo() throws Exception {
        webhook(owner.tenant(), receiver.url(), "assessment.failed");

        owner.outcomes().completed(owner.tenant().tenantId());
        OutcomePublisher.Published failed = owner.outcomes().failed(owner.tenant().tenantId());
        ReceivedDelivery delivery = receiver.next(ARRIVAL);

        assertThat(delivery.event()).isEqualTo("assessment.failed");
        Map<String, Object> body = json.readValue(delivery.body(), Map.class);
        assertThat(body.get("id")).isEqualTo(failed.eventId().toString());
        assertThat((Map<String, Object>) body.get("data"))
                .containsEntry("status", "FAILED")
                .containsEntry("riskLevel", null)
                .containsEntry("summary", "The engine could not read medication 1");
        quietFor(Duration.ofMillis(500));
        assertThat(receiver.requestCount()).isEqualTo(1);
    }

    @Test
    void everySubscribedWebhookOfTheTenantGetsADeliveryOfItsOwn() {
        try (Receiver second = new Receiver()) {
            Created one = webhook(owner.tenant(), receiver.url());
            Created two = webhook(owner.tenant(), second.url(), "assessment.completed", "assessment.failed");

            OutcomePublisher.Published published = owner.outcomes().completed(owner.tenant().tenantId());
            ReceivedDelivery toOne = receiver.next(ARRIVAL);
            ReceivedDelivery toTwo = second.next(ARRIVAL);

            assertThat(toOne.webhookId()).isEqualTo(one.id());
            assertThat(toTwo.webhookId()).isEqualTo(two.id());
            assertThat(toOne.deliveryId()).isNotEqualTo(toTwo.deliveryId());
            assertThat(toOne.body()).isEqualTo(toTwo.body()).contains(published.eventId().toString());
            assertThat(toOne.verifiesWith(one.secret())).isTrue();
            assertThat(toTwo.verifiesWith(two.secret())).isTrue();
            assertThat(toTwo.verifiesWith(one.secret())).isFalse();
        }
    }

    @Test
    void anotherTenantsEventsNeverReachAWebhook() throws Exception {
        TestTenant other = owner.api().registerTenant();
        try (Receiver othersReceiver = new Receiver()) {
            webhook(other, othersReceiver.url());
            webhook(owner.tenant(), receiver.url());

            owner.outcomes().completed(owner.tenant().tenantId());
            receiver.next(ARRIVAL);

            quietFor(Duration.ofMillis(500));
            assertThat(othersReceiver.requestCount()).isZero();
        }
    }

    @Test
    void redeliveringSendsTheEventAgainAsANewDelivery() {
        Created webhook = webhook(owner.tenant(), receiver.url());
        owner.outcomes().completed(owner.tenant().tenantId());
        ReceivedDelivery original = receiver.next(ARRIVAL);
        settledDelivery(webhook.id(), "delivered");

        Response redelivered = owner.api().as(owner.tenant())
                .post("/v1/webhooks/" + webhook.id() + "/deliveries/" + original.deliveryId() + "/redeliver");
        ReceivedDelivery again = receiver.next(ARRIVAL);

        redelivered.then().statusCode(202)
                .body("delivery.redeliveryOf", equalTo(original.deliveryId()))
                .body("delivery.status", equalTo("pending"));
        String newId = redelivered.path("delivery.id");
        assertThat(redelivered.header("Location")).isEqualTo("/v1/webhooks/" + webhook.id() + "/deliveries/" + newId);
        assertThat(again.deliveryId()).isEqualTo(newId).isNotEqualTo(original.deliveryId());
        assertThat(again.body()).isEqualTo(original.body());
        assertThat(again.verifiesWith(webhook.secret())).isTrue();
        await().atMost(ARRIVAL).until(() -> "delivered".equals(
                owner.api().as(owner.tenant()).get("/v1/webhooks/" + webhook.id() + "/deliveries/" + newId)
                        .path("delivery.status")));
        deliveries(owner.tenant(), webhook.id()).then().body("deliveries.id", contains(newId, original.deliveryId()));
    }

    @Test
    void redeliveringADeliveryThatIsStillPendingIsAConflict() {
        Created webhook = webhook(owner.tenant(), receiver.answering(500, 500, 500).url());
        owner.outcomes().completed(owner.tenant().tenantId());
        String deliveryId = receiver.next(ARRIVAL).deliveryId();

        owner.api().as(owner.tenant()).post("/v1/webhooks/" + webhook.id() + "/deliveries/" + deliveryId + "/redeliver")
                .then().statusCode(409)
                .body("message", equalTo("delivery " + deliveryId + " is still pending; it can be redelivered once it"
                        + " has finished"));
    }

    @Test
    void redeliveringToAPausedWebhookIsAConflict() {
        Created webhook = webhook(owner.tenant(), receiver.url());
        owner.outcomes().completed(owner.tenant().tenantId());
        String deliveryId = receiver.next(ARRIVAL).deliveryId();
        settledDelivery(webhook.id(), "delivered");
        owner.api().as(owner.tenant()).contentType(ContentType.JSON).body("{\"status\": \"paused\"}")
                .patch("/v1/webhooks/" + webhook.id()).then().statusCode(200);

        owner.api().as(owner.tenant()).post("/v1/webhooks/" + webhook.id() + "/deliveries/" + deliveryId + "/redeliver")
                .then().statusCode(409)
                .body("message", equalTo("webhook " + webhook.id() + " is paused; only active webhooks receive deliveries"));
    }

    @Test
    void anotherTenantsDeliveriesAreAnsweredAsMissing() {
        Created webhook = webhook(owner.tenant(), receiver.url());
        owner.outcomes().completed(owner.tenant().tenantId());
        String deliveryId = receiver.next(ARRIVAL).deliveryId();
        TestTenant other = owner.api().registerTenant();
        Created othersWebhook = webhook(other, "https://other.example.org/in");

        deliveries(other, webhook.id()).then().statusCode(404)
                .body("message", equalTo("Webhook " + webhook.id() + " not found"));
        owner.api().as(other).get("/v1/webhooks/" + othersWebhook.id() + "/deliveries/" + deliveryId)
                .then().statusCode(404).body("message", equalTo("Delivery " + deliveryId + " not found"));
        owner.api().as(other).post("/v1/webhooks/" + webhook.id() + "/deliveries/" + deliveryId + "/redeliver")
                .then().statusCode(404);
        owner.api().as(owner.tenant()).get("/v1/webhooks/" + webhook.id() + "/deliveries/" + deliveryId)
                .then().statusCode(200).body("delivery.id", equalTo(deliveryId));
    }

    @Test
    void theDeliveryListIsNewestFirstAndLimited() {
        Created webhook = webhook(owner.tenant(), receiver.url());
        for (int i = 0; i < 3; i++) {
            owner.outcomes().completed(owner.tenant().tenantId());
            receiver.next(ARRIVAL);
        }
        await().atMost(ARRIVAL).until(() -> deliveries(owner.tenant(), webhook.id()).<List<?>>path("deliveries").size() == 3);
        List<String> newestFirst = deliveries(owner.tenant(), webhook.id()).path("deliveries.id");

        owner.api().as(owner.tenant()).queryParam("limit", 2).get("/v1/webhooks/" + webhook.id() + "/deliveries")
                .then().statusCode(200).body("deliveries.id", contains(newestFirst.get(0), newestFirst.get(1)));
        List<String> createdAt = deliveries(owner.tenant(), webhook.id()).path("deliveries.createdAt");
        assertThat(createdAt).isSortedAccordingTo((a, b) -> Instant.parse(b).compareTo(Instant.parse(a)));
        for (String limit : List.of("0", "101", "-1")) {
            owner.api().as(owner.tenant()).queryParam("limit", limit).get("/v1/webhooks/" + webhook.id() + "/deliveries")
                    .then().statusCode(400).body("message", equalTo("limit must be between 1 and 100"));
        }
        owner.api().as(owner.tenant()).queryParam("limit", "many").get("/v1/webhooks/" + webhook.id() + "/deliveries")
                .then().statusCode(400).body("message", equalTo("limit must be a valid Integer"));
        owner.api().as(owner.tenant()).get("/v1/webhooks/" + webhook.id() + "/deliveries/not-a-uuid")
                .then().statusCode(400).body("message", equalTo("deliveryId must be a valid UUID"));
    }
}
