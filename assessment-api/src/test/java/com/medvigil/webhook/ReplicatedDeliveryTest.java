package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.medvigil.testing.Api;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.TestTenant;
import com.medvigil.webhook.Receiver.ReceivedDelivery;

import io.restassured.http.ContentType;

/**
 * Two application instances on one database of their own stand for two replicas: between them
 * every delivery is sent once (retries aside), a delivery left leased by a replica that died is
 * taken over when the lease runs out, and retries waiting when every replica stops are sent by
 * the next one to start. The last test stops the replicas, so the order is fixed.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ReplicatedDeliveryTest {

    /** Retries 3 s apart, long enough to stop both replicas while one waits. */
    static final String[] SETTINGS = {"--medvigil.webhooks.retry-backoff=3s,3s"};
    static final Duration ARRIVAL = Duration.ofSeconds(15);

    static IsolatedDatabase database;
    static ConfigurableApplicationContext replicaA;
    static ConfigurableApplicationContext replicaB;

    @BeforeAll
    static void startTwoReplicas() {
        database = IsolatedDatabase.create("replicas");
        replicaA = database.start(SETTINGS);
        replicaB = database.start(SETTINGS);
    }

    @AfterAll
    static void stopEverything() {
        database.close();
    }

    record Created(String id, String secret) {
    }

    private static Created webhook(Api api, TestTenant tenant, String url) {
        io.restassured.response.Response created = api.as(tenant).contentType(ContentType.JSON)
                .body("{\"name\": \"receiver\", \"url\": \"" + url + "\", \"events\": [\"assessment.completed\"]}")
                .post("/v1/webhooks");
        created.then().statusCode(201);
        return new Created(created.path("webhook.id"), created.path("secret"));
    }

    private static String eventIdOf(ReceivedDelivery delivery) {
        try {
            return new ObjectMapper().readTree(delivery.body()).get("id").asText();
        } catch (JsonProcessingException e) {
            throw new AssertionError("Not JSON: " + delivery.body(), e);
        }
    }

    private static JdbcTemplate sql(ConfigurableApplicationContext replica) {
        return replica.getBean(JdbcTemplate.class);
    }

    private static Integer deliveriesIn(ConfigurableApplicationContext replica, String webhookId, String state) {
        return sql(replica).queryForObject("select count(*) from webhook_delivery where webhook_id = ? and state = ?",
                Integer.class, UUID.fromString(webhookId), state);
    }

    @Test
    @Order(1)
    void twoReplicasSendEveryDeliveryOnceAndEveryRetryOnce() throws Exception {
        Api api = IsolatedDatabase.apiOf(replicaA);
        TestTenant tenant = api.registerTenant();
        Predicate<String> failsFirst = deliveryId -> Math.floorMod(deliveryId.hashCode(), 4) == 0;
        try (Receiver receiver = new Receiver().failingFirstAttemptWhen(failsFirst)) {
            String webhookId = webhook(IsolatedDatabase.apiOf(replicaB), tenant, receiver.url()).id();
            int perReplica = 150;

            ExecutorService publishers = Executors.newFixedThreadPool(2);
            List<Future<List<UUID>>> published = new ArrayList<>();
            for (ConfigurableApplicationContext replica : List.of(replicaA, replicaB)) {
                OutcomePublisher outcomes = new OutcomePublisher(replica);
                published.add(publishers.submit(() -> {
                    List<UUID> eventIds = new ArrayList<>();
                    for (int i = 0; i < perReplica; i++) {
                        eventIds.add(outcomes.completed(tenant.tenantId()).eventId());
                    }
                    return eventIds;
                }));
            }
            Set<String> eventIds = new HashSet<>();
            for (Future<List<UUID>> batch : published) {
                batch.get().forEach(id -> eventIds.add(id.toString()));
            }
            publishers.shutdown();

            await().atMost(Duration.ofSeconds(60))
                    .until(() -> deliveriesIn(replicaA, webhookId, "delivered") == 2 * perReplica);
            Thread.sleep(1000);
            List<ReceivedDelivery> received = receiver.drain();

            Map<String, List<ReceivedDelivery>> byDelivery = received.stream()
                    .collect(Collectors.groupingBy(ReceivedDelivery::deliveryId));
            assertThat(byDelivery).hasSize(2 * perReplica);
            byDelivery.forEach((deliveryId, requests) -> assertThat(requests)
                    .as("requests of delivery %s", deliveryId)
                    .hasSize(failsFirst.test(deliveryId) ? 2 : 1));
            Set<String> deliveredEvents = byDelivery.values().stream()
                    .map(requests -> eventIdOf(requests.get(0)))
                    .collect(Collectors.toSet());
            assertThat(deliveredEvents).isEqualTo(eventIds);
            Integer attempts = sql(replicaA).queryForObject("""
                    select count(*) from webhook_delivery_attempt a join webhook_delivery d on d.id = a.delivery_id
                    where d.webhook_id = ?""", Integer.class, UUID.fromString(webhookId));
            assertThat(attempts).isEqualTo(received.size());
            assertThat(replicaA.getBean(WebhookDispatcher.class).attemptsMade()).as("attempts by replica A").isPositive();
            assertThat(replicaB.getBean(WebhookDispatcher.class).attemptsMade()).as("attempts by replica B").isPositive();
        }
    }

    @Test
    @Order(2)
    void aDeliveryLeasedByAReplicaThatDiedIsTakenOverWhenItsLeaseRunsOut() {
        Api api = IsolatedDatabase.apiOf(replicaB);
        TestTenant tenant = api.registerTenant();
        try (Receiver receiver = new Receiver().answering(500)) {
            String webhookId = webhook(api, tenant, receiver.url()).id();
            new OutcomePublisher(replicaA).completed(tenant.tenantId());
            String deliveryId = receiver.next(ARRIVAL).deliveryId();
            await().atMost(ARRIVAL).until(() -> deliveriesIn(replicaA, webhookId, "pending") == 1 && 1 == sql(replicaA)
                    .queryForObject("select attempt_count from webhook_delivery where id = ?", Integer.class,
                            UUID.fromString(deliveryId)));

            // What a replica leaves behind when it dies after claiming the retry: a lease nobody will end.
            Instant leaseEnds = Instant.now().plusSeconds(5);
            int leased = sql(replicaA).update("""
                    update webhook_delivery set leased_until = ?, lease_token = ?
                    where id = ? and state = 'pending' and lease_token is null""",
                    OffsetDateTime.ofInstant(leaseEnds, ZoneOffset.UTC), UUID.randomUUID(), UUID.fromString(deliveryId));
            assertThat(leased).isEqualTo(1);

            ReceivedDelivery takenOver = receiver.next(ARRIVAL);

            assertThat(takenOver.deliveryId()).isEqualTo(deliveryId);
            assertThat(takenOver.receivedAt()).isAfterOrEqualTo(leaseEnds);
            await().atMost(ARRIVAL).until(() -> deliveriesIn(replicaA, webhookId, "delivered") == 1);
        }
    }

    @Test
    @Order(3)
    void aRetryWaitingWhenEveryReplicaStopsIsSentByTheNextOneToStart() throws Exception {
        Api api = IsolatedDatabase.apiOf(replicaA);
        TestTenant tenant = api.registerTenant();
        try (Receiver receiver = new Receiver().answering(500)) {
            Created webhook = webhook(api, tenant, receiver.url());
            String webhookId = webhook.id();
            new OutcomePublisher(replicaA).completed(tenant.tenantId());
            ReceivedDelivery failed = receiver.next(ARRIVAL);
            await().atMost(ARRIVAL).until(() -> 1 == sql(replicaA).queryForObject(
                    "select count(*) from webhook_delivery_attempt where delivery_id = ?", Integer.class,
                    UUID.fromString(failed.deliveryId())));

            replicaA.close();
            replicaB.close();
            assertThat(receiver.requestCount()).as("the retry must still be waiting when the replicas are down").isEqualTo(1);

            Instant restart = Instant.now();
            ConfigurableApplicationContext replicaC = database.start(SETTINGS);
            ReceivedDelivery retried = receiver.next(ARRIVAL);

            assertThat(retried.deliveryId()).isEqualTo(failed.deliveryId());
            assertThat(retried.receivedAt()).isAfter(restart);
            assertThat(retried.verifiesWith(webhook.secret())).isTrue();
            await().atMost(ARRIVAL).until(() -> deliveriesIn(replicaC, webhookId, "delivered") == 1);
        }
    }
}
