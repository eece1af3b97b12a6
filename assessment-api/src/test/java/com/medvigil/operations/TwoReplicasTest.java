package com.medvigil.operations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.medvigil.operations.StallingReceiver.Receipt;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.SharedFixtures;

/**
 * Two replicas as production runs them: two {@code java -jar} processes of the built jar on one
 * PostgreSQL database (a schema of its own), on different ports, configured by environment
 * variables as the Helm chart configures pods. A few hundred assessments and their webhook
 * deliveries go through both; half-way one replica is stopped with SIGTERM (a rolling update), or
 * in the other run with SIGKILL (a crash). Every assessment must complete exactly once, and every
 * event reach each webhook exactly once as the receiver sees it, but for the repeats
 * docs/webhooks.md allows: an attempt the receiver let run past the timeout, and (SIGKILL only) an
 * attempt of the killed replica whose outcome it could not record. Before the SIGTERM run, one
 * API key's rate limit is shown to hold across both replicas.
 *
 * <p>Run by {@code .ci/run} after the PostgreSQL suite: {@code ./mvnw -Preplicas test -pl assessment-api -am}.
 * It fails, never skips, without PostgreSQL or without the jar.
 */
@Tag("replicas")
class TwoReplicasTest {

    private static final Path JAR = SharedFixtures.repositoryRoot().resolve("assessment-api/target/medvigil.jar");
    private static final int ASSESSMENTS = 300;
    private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(2);
    /** Names that must never reach a log line (docs/api.md: no keys, secrets or patient data). */
    private static final String GIVEN_NAME = "Zebediah";
    private static final String FAMILY_NAME = "Quillfeather";
    private static final String ASSESSMENT = """
            {"patient": {"externalId": "MRN-REPLICAS", "demographics": {"firstName": "%s", "lastName": "%s",
               "dateOfBirth": "1950-03-02", "sex": "FEMALE"}},
             "medications": [
               {"name": "Warfarin 5 MG Oral Tablet", "dosage": {"amount": 5, "unit": "mg", "frequency": "once daily"}},
               {"name": "Aspirin", "dosage": {"amount": 325, "unit": "mg", "frequency": "daily"}}]}"""
            .formatted(GIVEN_NAME, FAMILY_NAME);
    private static final String BUNDLE = """
            {"resourceType": "Bundle", "type": "collection", "entry": [{"resource": {"resourceType": "Patient",
              "id": "%s", "name": [{"family": "%s", "given": ["%s"]}], "birthDate": "1950-03-02"}}]}""";
    private static final Pattern HANDED_BACK = Pattern.compile("; (\\d+) claimed but unstarted (jobs|deliveries) handed back");

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    /** target/replicas/<test>: the replicas' logs stay there for whoever reads a failure. */
    Path directory;
    IsolatedDatabase database;
    JdbcTemplate sql;
    String encryptionKey;
    ReplicaProcess a;
    ReplicaProcess b;

    record Tenant(UUID id, String apiKey) {
    }

    /** What the workload saw from the client's side, and what the stopped replica did. */
    record Run(Tenant tenant, Set<UUID> acknowledged, int unknownOutcomes, int answeredWhileDraining,
               Map<UUID, String> secrets, List<Receipt> receipts, Instant stoppedAt, Duration stopTook, int exitCode,
               boolean readinessWentDown, PrometheusScrape stoppedReplicaBeforeStop, Map<String, String> bundleRequestIds) {
    }

    @BeforeAll
    static void requirePostgresAndTheBuiltJar() {
        String url = System.getenv("SPRING_DATASOURCE_URL");
        if (url == null || !url.startsWith("jdbc:postgresql:")) {
            fail("The two-replica test runs on PostgreSQL: set SPRING_DATASOURCE_URL (and _USERNAME, _PASSWORD); .ci/run does");
        }
        if (!Files.isRegularFile(JAR)) {
            fail("No " + JAR + ": the two-replica test starts the built jar; run ./mvnw verify first, as .ci/run does");
        }
    }

    @BeforeEach
    void startTwoReplicasOnOneDatabase(TestInfo test) throws IOException {
        directory = Files.createDirectories(Path.of("target", "replicas",
                test.getTestMethod().orElseThrow().getName()).toAbsolutePath());
        database = IsolatedDatabase.create("replicas");
        sql = new JdbcTemplate(new DriverManagerDataSource(database.url(), System.getenv("SPRING_DATASOURCE_USERNAME"),
                System.getenv().getOrDefault("SPRING_DATASOURCE_PASSWORD", "")));
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        encryptionKey = Base64.getEncoder().encodeToString(key);
        a = ReplicaProcess.start("replica-a", JAR, environment(), directory);
        b = ReplicaProcess.start("replica-b", JAR, environment(), directory);
        a.awaitReady(Duration.ofSeconds(120));
        b.awaitReady(Duration.ofSeconds(120));
    }

    @AfterEach
    void stopEverything() {
        if (a != null) {
            a.close();
        }
        if (b != null) {
            b.close();
        }
        if (database != null) {
            database.close();
        }
    }

    /** The chart's settings, with the timing shortened so that leases run out within the test. */
    private Map<String, String> environment() {
        Map<String, String> environment = new HashMap<>();
        environment.put("SPRING_DATASOURCE_URL", database.url());
        environment.put("SPRING_DATASOURCE_USERNAME", System.getenv("SPRING_DATASOURCE_USERNAME"));
        environment.put("SPRING_DATASOURCE_PASSWORD", System.getenv().getOrDefault("SPRING_DATASOURCE_PASSWORD", ""));
        environment.put("SPRING_DATASOURCE_HIKARI_MAXIMUMPOOLSIZE", "8");
        environment.put("MEDVIGIL_WEBHOOKS_SECRETENCRYPTIONKEY", encryptionKey);
        environment.put("LOGGING_STRUCTURED_FORMAT_CONSOLE", "ecs");
        // The receiver listens on 127.0.0.1.
        environment.put("MEDVIGIL_WEBHOOKS_ALLOWPRIVATEADDRESSES", "true");
        environment.put("MEDVIGIL_WEBHOOKS_TIMEOUT", ATTEMPT_TIMEOUT.toSeconds() + "s");
        environment.put("MEDVIGIL_WEBHOOKS_LEASE", "10s");
        environment.put("MEDVIGIL_WEBHOOKS_RETRYBACKOFF", "1s,1s,2s,4s");
        environment.put("MEDVIGIL_WEBHOOKS_POLLINTERVAL", "500ms");
        environment.put("MEDVIGIL_ASSESSMENTS_LEASE", "10s");
        environment.put("MEDVIGIL_ASSESSMENTS_POLLINTERVAL", "500ms");
        return environment;
    }

    /** Both replicas up: first the shared rate limit (which needs no replica of its own), then the workload. */
    @Test
    void bothShareOneRateLimitAndAReplicaStoppedWithSigtermMidWayFinishesWhatItStartedAndLosesOrRepeatsNothing()
            throws Exception {
        assertOneApiKeysRateLimitIsSharedByBothReplicas();

        Run run = runWorkloadStoppingReplicaB(ReplicaProcess::sigterm);

        assertThat(run.exitCode()).as("exit code after SIGTERM").isEqualTo(143);
        assertThat(run.stopTook()).as("time from SIGTERM to exit").isLessThan(Duration.ofSeconds(30));
        assertThat(run.readinessWentDown()).as("readiness answered 503 while replica B drained").isTrue();
        List<String> messages = messages(b);
        assertThat(messages).anyMatch(message -> message.startsWith("Commencing graceful shutdown"));
        assertThat(messages).anyMatch(message -> message.startsWith("Graceful shutdown complete"));
        int jobsHandedBack = handedBack(messages, "Assessment workers stopped");
        int deliveriesHandedBack = handedBack(messages, "Webhook dispatcher stopped claiming");
        assertEveryAssessmentCompletedOnce(run, false);
        assertEveryEventArrivedOncePerWebhook(run, false);
        assertLogsAreJsonWithIdsAndNothingSecret(run);
        assertNoErrorWasLogged(a, b);
        System.out.printf("REPLICAS sigterm: %d assessments acknowledged, %d answered by B while it drained, "
                        + "%d client requests with unknown outcome, B exited %d after %d ms, handed back %d jobs and %d deliveries, "
                        + "%d webhook requests received (%d past the timeout on purpose)%n",
                run.acknowledged().size(), run.answeredWhileDraining(), run.unknownOutcomes(), run.exitCode(),
                run.stopTook().toMillis(), jobsHandedBack, deliveriesHandedBack, run.receipts().size(),
                run.receipts().stream().filter(Receipt::stalled).count());
    }

    @Test
    void aReplicaKilledWithSigkillMidWayLosesNothingAndOnlyItsUnrecordedAttemptsAreRepeated() throws Exception {
        Run run = runWorkloadStoppingReplicaB(ReplicaProcess::sigkill);

        assertThat(run.exitCode()).as("exit code after SIGKILL").isEqualTo(137);
        assertEveryAssessmentCompletedOnce(run, true);
        assertEveryEventArrivedOncePerWebhook(run, true);
        assertLogsAreJsonWithIdsAndNothingSecret(run);
        assertNoErrorWasLogged(a);
        System.out.printf("REPLICAS sigkill: %d assessments acknowledged, %d client requests with unknown outcome, "
                        + "%d webhook requests received (%d past the timeout on purpose, %d repeats of attempts B could not record)%n",
                run.acknowledged().size(), run.unknownOutcomes(), run.receipts().size(),
                run.receipts().stream().filter(Receipt::stalled).count(), repeatsAfterKill(run));
    }

    /**
     * 120 requests with one key, alternating between the replicas: one budget of 100 per minute,
     * counted down by both, refused by both once spent, and counted by both replicas' metrics.
     */
    private void assertOneApiKeysRateLimitIsSharedByBothReplicas() throws Exception {
        Tenant tenant = register(a);
        List<Integer> statuses = new ArrayList<>();
        List<Long> remaining = new ArrayList<>();
        Set<String> refusedBy = new TreeSet<>();
        for (int i = 0; i < 120; i++) {
            ReplicaProcess replica = i % 2 == 0 ? a : b;
            HttpResponse<String> response = send(replica, "GET", "/v1/webhooks", tenant.apiKey(), null);
            statuses.add(response.statusCode());
            if (response.statusCode() == 200) {
                remaining.add(Long.parseLong(response.headers().firstValue("RateLimit-Remaining").orElseThrow()));
            } else if (response.statusCode() == 429) {
                refusedBy.add(replica.name());
            }
        }

        assertThat(statuses.subList(0, 100)).as("the first 100 requests, alternating replicas").containsOnly(200);
        assertThat(statuses.subList(100, 120)).as("the next 20, on either replica").containsOnly(429);
        assertThat(remaining).as("one budget counted down by both").isSortedAccordingTo(Comparator.reverseOrder())
                .doesNotHaveDuplicates().startsWith(99L).endsWith(0L);
        assertThat(refusedBy).containsExactly("replica-a", "replica-b");
        double rejections = a.scrape().sum("medvigil_ratelimit_rejections_total", "limit=api_key")
                + b.scrape().sum("medvigil_ratelimit_rejections_total", "limit=api_key");
        assertThat(rejections).as("429s counted by the two replicas' metrics").isEqualTo(20);
    }

    private Run runWorkloadStoppingReplicaB(Consumer<ReplicaProcess> stop) throws Exception {
        Tenant tenant = register(a);
        // A tenant row may carry its own limit: the workload's tenant must not meet the default 100 per minute.
        sql.update("UPDATE tenant SET rate_limit_per_minute = 1000000 WHERE id = ?", tenant.id());
        try (StallingReceiver receiver = new StallingReceiver(id -> Math.floorMod(id.hashCode(), 16) == 0,
                ATTEMPT_TIMEOUT.plusSeconds(1))) {
            Map<UUID, String> secrets = new HashMap<>();
            for (ReplicaProcess replica : List.of(a, b)) {
                JsonNode created = json.readTree(send(replica, "POST", "/v1/webhooks", tenant.apiKey(),
                        "{\"name\": \"" + replica.name() + "\", \"url\": \"" + receiver.url()
                                + "\", \"events\": [\"assessment.completed\", \"assessment.failed\"]}").body());
                secrets.put(UUID.fromString(created.path("webhook").path("id").asText()), created.path("secret").asText());
            }
            Map<String, String> bundleRequestIds = new HashMap<>();
            for (ReplicaProcess replica : List.of(a, b)) {
                HttpResponse<String> submitted = send(replica, "POST", "/v1/fhir/$submit", tenant.apiKey(),
                        BUNDLE.formatted(UUID.randomUUID(), FAMILY_NAME, GIVEN_NAME));
                assertThat(submitted.statusCode()).as(submitted.body()).isEqualTo(200);
                bundleRequestIds.put(replica.name(), submitted.headers().firstValue("X-Request-Id").orElseThrow());
            }

            Set<UUID> acknowledged = ConcurrentHashMap.newKeySet();
            List<String> problems = new CopyOnWriteArrayList<>();
            AtomicInteger unknownOutcomes = new AtomicInteger();
            AtomicInteger answeredWhileDraining = new AtomicInteger();
            AtomicBoolean routeAwayFromB = new AtomicBoolean();
            AtomicBoolean bStopped = new AtomicBoolean();
            ExecutorService clients = Executors.newFixedThreadPool(6);
            List<Future<?>> requests = new ArrayList<>();
            for (int i = 0; i < ASSESSMENTS; i++) {
                boolean toB = i % 2 == 1;
                requests.add(clients.submit(() -> {
                    ReplicaProcess target = toB && !routeAwayFromB.get() ? b : a;
                    try {
                        HttpResponse<String> response = send(target, "POST", "/v1/assessments", tenant.apiKey(), ASSESSMENT);
                        if (response.statusCode() == 202) {
                            acknowledged.add(UUID.fromString(json.readTree(response.body()).path("assessmentId").asText()));
                            if (target == b && bStopped.get()) {
                                answeredWhileDraining.incrementAndGet();
                            }
                            return null;
                        }
                        // 503: a draining Tomcat refusing a request on a kept-alive connection, unprocessed.
                        if (target == a || response.statusCode() != 503) {
                            problems.add(target.name() + " answered " + response.statusCode() + ": " + response.body());
                            return null;
                        }
                    } catch (IOException e) {
                        if (target == a) {
                            problems.add("replica-a failed: " + e);
                            return null;
                        }
                        unknownOutcomes.incrementAndGet();
                    }
                    // What a load balancer's client does: the same request again, to the replica still up.
                    HttpResponse<String> retried = send(a, "POST", "/v1/assessments", tenant.apiKey(), ASSESSMENT);
                    if (retried.statusCode() == 202) {
                        acknowledged.add(UUID.fromString(json.readTree(retried.body()).path("assessmentId").asText()));
                    } else {
                        problems.add("retry on replica-a answered " + retried.statusCode());
                    }
                    return null;
                }));
            }

            await().atMost(Duration.ofSeconds(90)).until(() -> acknowledged.size() >= ASSESSMENTS / 2);
            PrometheusScrape beforeStop = b.scrape();
            routeAwayFromB.set(true);
            Instant stoppedAt = Instant.now();
            stop.accept(b);
            bStopped.set(true);
            boolean readinessWentDown = false;
            while (b.isAlive() && !readinessWentDown) {
                readinessWentDown = b.readinessStatus() == 503;
                Thread.sleep(10);
            }
            int exitCode = b.awaitExit(Duration.ofSeconds(40));
            Duration stopTook = Duration.between(stoppedAt, Instant.now());
            for (Future<?> request : requests) {
                request.get(60, TimeUnit.SECONDS);
            }
            clients.shutdown();
            assertThat(problems).as("requests that failed on a replica that was up").isEmpty();

            await().atMost(Duration.ofSeconds(120)).pollInterval(Duration.ofMillis(500)).until(() -> workLeft(tenant) == 0);
            return new Run(tenant, Set.copyOf(acknowledged), unknownOutcomes.get(), answeredWhileDraining.get(), secrets,
                    receiver.receipts(), stoppedAt, stopTook, exitCode, readinessWentDown, beforeStop, bundleRequestIds);
        }
    }

    /** Assessments not finished, events not fanned out and deliveries not finished, of the tenant. */
    private int workLeft(Tenant tenant) {
        Integer left = sql.queryForObject("""
                SELECT (SELECT COUNT(*) FROM assessment WHERE tenant_id = ? AND status NOT IN ('COMPLETED', 'FAILED'))
                     + (SELECT COUNT(*) FROM webhook_outbox WHERE tenant_id = ? AND dispatched_at IS NULL)
                     + (SELECT COUNT(*) FROM webhook_delivery WHERE tenant_id = ? AND state = 'pending')""",
                Integer.class, tenant.id(), tenant.id(), tenant.id());
        return left == null ? -1 : left;
    }

    private void assertEveryAssessmentCompletedOnce(Run run, boolean killed) {
        Map<UUID, String> statuses = new HashMap<>();
        sql.query("SELECT id, status FROM assessment WHERE tenant_id = ?",
                row -> {
                    statuses.put(row.getObject(1, UUID.class), row.getString(2));
                }, run.tenant().id());
        assertThat(statuses.values()).as("statuses").containsOnly("COMPLETED");
        assertThat(statuses.keySet()).as("every acknowledged assessment is stored").containsAll(run.acknowledged());
        if (killed) {
            // A request that reached B before the kill may be stored without its answer reaching the client.
            assertThat(statuses.size() - run.acknowledged().size()).as("assessments stored without an answer")
                    .isBetween(0, run.unknownOutcomes());
        } else {
            assertThat(statuses.keySet()).as("a drained replica answers every request it stored").hasSameSizeAs(run.acknowledged());
        }
        Map<UUID, Integer> events = new HashMap<>();
        sql.query("SELECT assessment_id, COUNT(*) FROM webhook_outbox WHERE tenant_id = ? GROUP BY assessment_id",
                row -> {
                    events.put(row.getObject(1, UUID.class), row.getInt(2));
                }, run.tenant().id());
        assertThat(events.keySet()).as("assessments announced").isEqualTo(statuses.keySet());
        assertThat(events.values()).as("events per assessment: completed exactly once").containsOnly(1);
        assertThat(sql.queryForObject("SELECT COUNT(*) FROM assessment_job WHERE tenant_id = ?", Integer.class,
                run.tenant().id())).as("jobs left").isZero();
        assertThat(run.stoppedReplicaBeforeStop().sum("medvigil_assessments_completed_total"))
                .as("assessments completed by replica B before it stopped").isPositive();
        assertThat(a.scrape().sum("medvigil_assessments_completed_total")).as("by replica A").isPositive();
    }

    private void assertEveryEventArrivedOncePerWebhook(Run run, boolean killed) throws Exception {
        record Delivery(UUID id, UUID webhookId, UUID eventId, String state) {
        }
        List<Delivery> deliveries = sql.query("SELECT id, webhook_id, event_id, state FROM webhook_delivery WHERE tenant_id = ?",
                (row, index) -> new Delivery(row.getObject(1, UUID.class), row.getObject(2, UUID.class),
                        row.getObject(3, UUID.class), row.getString(4)), run.tenant().id());
        Integer eventCount = sql.queryForObject("SELECT COUNT(*) FROM webhook_outbox WHERE tenant_id = ?", Integer.class,
                run.tenant().id());
        assertThat(deliveries).as("one delivery per event and webhook").hasSize(2 * eventCount);
        assertThat(deliveries.stream().map(d -> d.webhookId() + "/" + d.eventId()).distinct().count())
                .as("distinct (webhook, event) pairs").isEqualTo(deliveries.size());
        assertThat(deliveries).extracting(Delivery::state).containsOnly("delivered");

        Map<String, List<Receipt>> byDelivery = run.receipts().stream()
                .collect(Collectors.groupingBy(Receipt::deliveryId));
        assertThat(byDelivery.keySet()).as("deliveries the receiver saw")
                .isEqualTo(deliveries.stream().map(d -> d.id().toString()).collect(Collectors.toSet()));
        List<String> unexplained = new ArrayList<>();
        for (Delivery delivery : deliveries) {
            List<Receipt> receipts = byDelivery.get(delivery.id().toString()).stream()
                    .sorted(Comparator.comparing(Receipt::arrivedAt)).toList();
            for (Receipt receipt : receipts) {
                assertThat(receipt.webhookId()).isEqualTo(delivery.webhookId().toString());
                assertThat(json.readTree(receipt.body()).path("id").asText()).isEqualTo(delivery.eventId().toString());
                assertThat(signatureOf(run.secrets().get(delivery.webhookId()), receipt))
                        .as("signature of delivery %s", delivery.id()).isEqualTo(receipt.signature());
            }
            // Every request before the one that got through must be a repeat the documentation allows.
            for (Receipt earlier : receipts.subList(0, receipts.size() - 1)) {
                boolean lostWithTheKilledReplica = killed && sentBeforeTheKill(earlier, run);
                if (!earlier.stalled() && !lostWithTheKilledReplica) {
                    unexplained.add(delivery.id() + " received " + receipts.size() + " times: " + receipts);
                }
            }
        }
        assertThat(unexplained).as("deliveries received more than once without a documented reason").isEmpty();
        assertThat(run.stoppedReplicaBeforeStop().sum("medvigil_webhooks_attempts_total"))
                .as("webhook attempts by replica B before it stopped").isPositive();
    }

    private void assertLogsAreJsonWithIdsAndNothingSecret(Run run) throws IOException {
        List<String> secrets = new ArrayList<>(run.secrets().values());
        secrets.addAll(List.of(run.tenant().apiKey(), encryptionKey, GIVEN_NAME, FAMILY_NAME));
        for (ReplicaProcess replica : List.of(a, b)) {
            List<String> lines = replica.logLines();
            assertThat(lines).as("log of %s", replica.name()).isNotEmpty();
            JsonNode bundleLine = null;
            for (String line : lines) {
                JsonNode entry = json.readTree(line);
                assertThat(entry.has("@timestamp") && entry.has("message")).as("an ECS line: %s", line).isTrue();
                for (String secret : secrets) {
                    assertThat(line).as("log line of %s", replica.name()).doesNotContain(secret);
                }
                if (entry.path("message").asText().startsWith("Bundle of")
                        && entry.path("requestId").asText().equals(run.bundleRequestIds().get(replica.name()))) {
                    bundleLine = entry;
                }
            }
            assertThat(bundleLine).as("the $submit log line of %s, with its request id", replica.name()).isNotNull();
            assertThat(bundleLine.path("tenantId").asText()).isEqualTo(run.tenant().id().toString());
        }
    }

    /** Stopping a replica, even killing it, is routine: nothing it causes is worth an ERROR line. */
    private void assertNoErrorWasLogged(ReplicaProcess... replicas) throws IOException {
        for (ReplicaProcess replica : replicas) {
            List<String> errors = new ArrayList<>();
            for (String line : replica.logLines()) {
                if ("ERROR".equals(json.readTree(line).path("log").path("level").asText())) {
                    errors.add(line);
                }
            }
            assertThat(errors).as("ERROR lines of %s", replica.name()).isEmpty();
        }
    }

    /**
     * Sent by the killed replica, as far as the receiver can tell: it arrived before the kill, or
     * within a second after it (a request already on its way; no other replica may attempt that
     * delivery before the lease of 10 s runs out).
     */
    private static boolean sentBeforeTheKill(Receipt receipt, Run run) {
        return receipt.arrivedAt().isBefore(run.stoppedAt().plusSeconds(1));
    }

    /** Deliveries received again because the killed replica could not record its attempt. */
    private static long repeatsAfterKill(Run run) {
        return run.receipts().stream().collect(Collectors.groupingBy(Receipt::deliveryId)).values().stream()
                .filter(receipts -> receipts.size() > 1)
                .filter(receipts -> receipts.stream().anyMatch(r -> !r.stalled() && sentBeforeTheKill(r, run)))
                .count();
    }

    private List<String> messages(ReplicaProcess replica) throws IOException {
        List<String> messages = new ArrayList<>();
        for (String line : replica.logLines()) {
            messages.add(json.readTree(line).path("message").asText());
        }
        return messages;
    }

    private static int handedBack(List<String> messages, String prefix) {
        String message = messages.stream().filter(m -> m.startsWith(prefix)).findFirst()
                .orElseThrow(() -> new AssertionError("no '" + prefix + "' line in replica B's log"));
        Matcher count = HANDED_BACK.matcher(message);
        assertThat(count.find()).as(message).isTrue();
        return Integer.parseInt(count.group(1));
    }

    private Tenant register(ReplicaProcess replica) throws Exception {
        HttpResponse<String> response = send(replica, "POST", "/v1/tenants/register", null,
                "{\"name\": \"Replica test " + UUID.randomUUID().toString().substring(0, 8) + "\"}");
        assertThat(response.statusCode()).as(response.body()).isEqualTo(201);
        JsonNode registered = json.readTree(response.body());
        return new Tenant(UUID.fromString(registered.path("tenantId").asText()), registered.path("apiKey").asText());
    }

    private HttpResponse<String> send(ReplicaProcess replica, String method, String path, String apiKey, String body)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(replica.baseUrl() + path))
                .timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (body != null) {
            request.header("Content-Type", path.startsWith("/v1/fhir") ? "application/fhir+json" : "application/json");
        }
        if (apiKey != null) {
            request.header("Authorization", "Bearer " + apiKey);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** docs/webhooks.md: v1= and the hex HMAC-SHA256 of "timestamp.body", keyed with the secret as returned. */
    private static String signatureOf(String secret, Receipt receipt) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        mac.update((receipt.timestamp() + ".").getBytes(StandardCharsets.UTF_8));
        return "v1=" + HexFormat.of().formatHex(mac.doFinal(receipt.body().getBytes(StandardCharsets.UTF_8)));
    }
}
