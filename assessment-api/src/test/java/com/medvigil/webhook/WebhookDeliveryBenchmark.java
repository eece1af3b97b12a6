package com.medvigil.webhook;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;

import com.medvigil.model.assessment.RiskLevel;
import com.medvigil.model.webhook.AssessmentEvent;
import com.medvigil.testing.Api;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.TestTenant;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.restassured.http.ContentType;
import okhttp3.mockwebserver.Dispatcher;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;

/**
 * The webhook figures of docs/benchmarks.md: the time from an assessment outcome's commit to the
 * first delivery attempt reaching a receiver on loopback, at steady publishing rates; then the
 * same for real assessments requested over HTTP, from their completedAt to the arrival. One
 * instance on a database of its own (in-memory H2, or a schema of its own on PostgreSQL when
 * SPRING_DATASOURCE_URL says so). Prints figures; asserts only that every event arrived.
 *
 * <p>{@code ./mvnw -Pbenchmark verify -pl assessment-api -am -Dtest=WebhookDeliveryBenchmark}
 */
@Tag("benchmark")
class WebhookDeliveryBenchmark {

    static final int WARM_UP = 300;
    static final int MEASURED = 1000;

    static final int REAL_ASSESSMENTS = 300;
    static final String ASSESSMENT = """
            {"patient": {"demographics": {"dateOfBirth": "1948-07-14", "sex": "FEMALE", "weightKg": 58}},
             "medications": [
               {"name": "Warfarin", "dosage": {"amount": 5, "unit": "mg", "frequency": "once daily"}},
               {"name": "Fluconazole", "dosage": {"amount": 200, "unit": "mg", "frequency": "once daily"}}]}""";

    final ObjectMapper json = new ObjectMapper();
    /** By event id: when the first attempt arrived (System.nanoTime). */
    final Map<String, Long> arrivals = new ConcurrentHashMap<>();
    /** By assessment id: wall-clock milliseconds from the event's createdAt (the completion) to the arrival. */
    final Map<String, Long> sinceCompletion = new ConcurrentHashMap<>();

    @Test
    void completionToFirstDeliveryAttempt() throws Exception {
        try (IsolatedDatabase database = IsolatedDatabase.create("benchmark");
             MockWebServer receiver = new MockWebServer()) {
            receiver.setDispatcher(new Dispatcher() {
                @Override
                public MockResponse dispatch(RecordedRequest request) {
                    long now = System.nanoTime();
                    long wallClock = System.currentTimeMillis();
                    JsonNode body = bodyOf(request);
                    arrivals.putIfAbsent(body.get("id").asText(), now);
                    sinceCompletion.putIfAbsent(body.get("data").get("assessmentId").asText(),
                            wallClock - Instant.parse(body.get("createdAt").asText()).toEpochMilli());
                    return new MockResponse().setResponseCode(204);
                }
            });
            receiver.start(InetAddress.getByName("127.0.0.1"), 0);
            // The benchmark requests assessments faster than the default 100 per minute per key.
            ConfigurableApplicationContext instance = database.start("--medvigil.rate-limit.requests-per-minute=1000000");
            Api api = IsolatedDatabase.apiOf(instance);
            TestTenant tenant = api.registerTenant();
            api.as(tenant).contentType(ContentType.JSON)
                    .body("{\"name\": \"bench\", \"url\": \"" + receiver.url("/hook") + "\", \"events\": [\"assessment.completed\"]}")
                    .post("/v1/webhooks").then().statusCode(201);
            OutcomePublisher outcomes = new OutcomePublisher(instance);
            String databaseName = System.getenv().getOrDefault("SPRING_DATASOURCE_URL", "H2 (in memory)");

            run(outcomes, tenant, WARM_UP, 50);
            System.out.printf(Locale.ROOT, "%nWebhook delivery benchmark on %s, %d cores%n", databaseName,
                    Runtime.getRuntime().availableProcessors());
            System.out.printf(Locale.ROOT, "Outcomes published through the outbox, commit to arrival:%n");
            report(10, run(outcomes, tenant, MEASURED / 5, 10));
            report(50, run(outcomes, tenant, MEASURED, 50));
            report(200, run(outcomes, tenant, MEASURED, 200));
            System.out.printf(Locale.ROOT, "Real assessments (POST /v1/assessments, engine, completion), completedAt to arrival:%n");
            report(20, assess(api, tenant, REAL_ASSESSMENTS, 20));
        }
    }

    /** Publishes {@code count} completions at {@code perSecond}; answers each one's latency in ms. */
    private List<Double> run(OutcomePublisher outcomes, TestTenant tenant, int count, int perSecond) throws Exception {
        Map<String, Long> committed = new ConcurrentHashMap<>();
        long interval = TimeUnit.SECONDS.toNanos(1) / perSecond;
        long start = System.nanoTime();
        for (int i = 0; i < count; i++) {
            long due = start + i * interval;
            long wait = due - System.nanoTime();
            if (wait > 0) {
                TimeUnit.NANOSECONDS.sleep(wait);
            }
            // Taken before the completing transaction starts: the figure includes its commit.
            long before = System.nanoTime();
            UUID eventId = outcomes.publish(tenant.tenantId(), AssessmentEvent.completed(UUID.randomUUID(),
                    UUID.randomUUID(), RiskLevel.MODERATE, "Benchmark", Instant.now())).eventId();
            committed.put(eventId.toString(), before);
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!arrivals.keySet().containsAll(committed.keySet())) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Not every event arrived within 60 s");
            }
            Thread.sleep(20);
        }
        List<Double> latencies = new ArrayList<>();
        committed.forEach((id, at) -> latencies.add((arrivals.get(id) - at) / 1e6));
        latencies.sort(Double::compare);
        return latencies;
    }

    /**
     * Requests {@code count} assessments over HTTP at {@code perSecond} and answers, for each, the
     * wall-clock time from its completion (the event's createdAt, the service's completedAt) to
     * the first attempt's arrival. Millisecond resolution: both clocks are this machine's.
     */
    private List<Double> assess(Api api, TestTenant tenant, int count, int perSecond) throws Exception {
        List<String> ids = new ArrayList<>();
        long interval = TimeUnit.SECONDS.toNanos(1) / perSecond;
        long start = System.nanoTime();
        for (int i = 0; i < count; i++) {
            long wait = start + i * interval - System.nanoTime();
            if (wait > 0) {
                TimeUnit.NANOSECONDS.sleep(wait);
            }
            ids.add(api.requestAssessment(tenant, ASSESSMENT));
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!sinceCompletion.keySet().containsAll(ids)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Not every assessment was delivered within 60 s");
            }
            Thread.sleep(20);
        }
        List<Double> latencies = new ArrayList<>();
        ids.forEach(id -> latencies.add((double) sinceCompletion.get(id)));
        latencies.sort(Double::compare);
        return latencies;
    }

    private static void report(int rate, List<Double> latencies) {
        System.out.printf(Locale.ROOT, "  %3d/s, %d events: p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                rate, latencies.size(), percentile(latencies, 50), percentile(latencies, 95), percentile(latencies, 99),
                latencies.get(latencies.size() - 1));
    }

    private static double percentile(List<Double> sorted, int percent) {
        int index = (int) Math.ceil(percent / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, index));
    }

    private JsonNode bodyOf(RecordedRequest request) {
        try {
            return json.readTree(request.getBody().readString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
