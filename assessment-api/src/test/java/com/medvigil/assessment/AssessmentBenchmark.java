package com.medvigil.assessment;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

import com.medvigil.testing.Api;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.SharedFixtures;
import com.medvigil.testing.TestTenant;

/**
 * Creates assessments over HTTP at a steady rate and reports create-to-COMPLETED latency
 * (the assessment's own createdAt to completedAt, both stamped by the server) and throughput.
 * Target on the 2-core machine: p95 under 150 ms at 50 assessments per second.
 *
 * <pre>
 * ./mvnw -Pbenchmark verify -pl assessment-api -am -Dtest=AssessmentBenchmark
 * SPRING_DATASOURCE_URL=jdbc:postgresql://127.0.0.1:5432/test SPRING_DATASOURCE_USERNAME=postgres \
 *   SPRING_DATASOURCE_PASSWORD= ./mvnw -Pbenchmark verify -pl assessment-api -am -Dtest=AssessmentBenchmark
 * </pre>
 * MEDVIGIL_BENCH_RATE (per second) and MEDVIGIL_BENCH_SECONDS change the run.
 */
@Tag("benchmark")
class AssessmentBenchmark {

    private static final String REQUEST = """
            {"patient": {"externalId": "BENCH-%d", "demographics": {"dateOfBirth": "1948-02-11", "sex": "FEMALE", "weightKg": 58}},
             "medications": [
               {"name": "Warfarin 5 MG Oral Tablet", "dosage": {"amount": 5, "unit": "mg", "frequency": "daily"}},
               {"name": "Simvastatin 40 MG", "dosage": {"amount": 40, "unit": "mg", "frequency": "at night"}},
               {"name": "Clarithromycin 500 MG", "dosage": {"amount": 500, "unit": "mg", "frequency": "BID"}},
               {"name": "Metformin 1000 MG", "dosage": {"amount": 1000, "unit": "mg", "frequency": "twice daily"}},
               {"name": "Lisinopril 20 MG", "dosage": {"amount": 20, "unit": "mg", "frequency": "daily"}},
               {"name": "Ibuprofen 400 MG", "dosage": {"amount": 400, "unit": "mg", "frequency": "q8h"}}],
             "conditions": ["Chronic kidney disease stage 3", "Atrial fibrillation"],
             "allergies": [{"substance": "penicillin", "reaction": "hives", "severity": "moderate"}],
             "labs": [{"name": "eGFR", "value": 41, "unit": "mL/min/1.73m2", "observedAt": "2026-01-10"},
                      {"name": "Potassium", "value": 5.3, "unit": "mmol/L", "observedAt": "2026-01-10"}],
             "socialHistory": {"alcohol": "moderate", "smoking": "former"}}""";

    @Test
    void createToCompletedLatencyAtASteadyRate() throws Exception {
        int rate = Integer.parseInt(System.getenv().getOrDefault("MEDVIGIL_BENCH_RATE", "50"));
        int seconds = Integer.parseInt(System.getenv().getOrDefault("MEDVIGIL_BENCH_SECONDS", "60"));
        try (IsolatedDatabase database = IsolatedDatabase.create("bench")) {
            ConfigurableApplicationContext service = database.start(
                    "--medvigil.rate-limit.requests-per-minute=10000000", "--logging.level.com.medvigil=WARN");
            TestTenant tenant = IsolatedDatabase.apiOf(service).registerTenant();
            HttpClient http = HttpClient.newHttpClient();
            URI uri = URI.create("http://localhost:" + IsolatedDatabase.apiOf(service).port() + "/v1/assessments");

            send(http, uri, tenant, 200, 100, i -> REQUEST.formatted(i % 500));                      // warm-up: JIT, pools, caches
            awaitIdle(service);
            JdbcTemplate jdbc = service.getBean(JdbcTemplate.class);
            long startedNanos = System.nanoTime();
            String after = jdbc.queryForObject("SELECT CAST(MAX(created_at) AS VARCHAR) FROM assessment", String.class);
            send(http, uri, tenant, rate * seconds, rate, i -> REQUEST.formatted(i % 500));
            awaitIdle(service);
            double elapsed = (System.nanoTime() - startedNanos) / 1e9;

            List<Long> latencies = completedSince(jdbc, after);
            System.out.printf(Locale.ROOT, "%nASSESSMENT BENCHMARK (%s): %d/s for %d s: %d completed in %.1f s (%.1f/s); "
                            + "create-to-COMPLETED p50 %d ms, p95 %d ms, p99 %d ms, max %d ms%n",
                    System.getenv().getOrDefault("SPRING_DATASOURCE_URL", "H2 in memory"), rate, seconds, latencies.size(),
                    elapsed, latencies.size() / elapsed, percentile(latencies, 50), percentile(latencies, 95),
                    percentile(latencies, 99), latencies.get(latencies.size() - 1));
        }
    }

    /**
     * The same measure for a patient whose record came through {@code $submit} (the Synthea bundle
     * with the most MedicationRequests and Observations of the fixtures): each assessment reads and
     * parses the patient's stored resources. MEDVIGIL_BENCH_FHIR_RATE (default 20) sets the rate.
     */
    @Test
    void createToCompletedLatencyForAPatientWithAStoredFhirRecord() throws Exception {
        int rate = Integer.parseInt(System.getenv().getOrDefault("MEDVIGIL_BENCH_FHIR_RATE", "20"));
        int seconds = Integer.parseInt(System.getenv().getOrDefault("MEDVIGIL_BENCH_SECONDS", "60"));
        Path bundle = SharedFixtures.synthea("synthea-3.3.0-generated-r4")
                .resolve("Darrell400_Muller251_239ae86a-96db-6211-9042-d3f2850aabb8.json");
        try (IsolatedDatabase database = IsolatedDatabase.create("bench")) {
            ConfigurableApplicationContext service = database.start(
                    "--medvigil.rate-limit.requests-per-minute=10000000", "--logging.level.com.medvigil=WARN");
            Api api = IsolatedDatabase.apiOf(service);
            TestTenant tenant = api.registerTenant();
            api.asFhirClient(tenant).contentType("application/fhir+json").body(Files.readString(bundle))
                    .post("/v1/fhir/$submit").then().statusCode(200);
            String patientId = "239ae86a-96db-6211-9042-d3f2850aabb8";
            String request = "{\"patient\": {\"patientId\": \"" + patientId + "\"}, \"medications\": "
                    + "[{\"name\": \"Clarithromycin 500 MG\","
                    + " \"dosage\": {\"amount\": 500, \"unit\": \"mg\", \"frequency\": \"BID\"}}]}";
            HttpClient http = HttpClient.newHttpClient();
            URI uri = URI.create("http://localhost:" + api.port() + "/v1/assessments");

            send(http, uri, tenant, 100, 50, i -> request);
            awaitIdle(service);
            JdbcTemplate jdbc = service.getBean(JdbcTemplate.class);
            String after = jdbc.queryForObject("SELECT CAST(MAX(created_at) AS VARCHAR) FROM assessment", String.class);
            send(http, uri, tenant, rate * seconds, rate, i -> request);
            awaitIdle(service);
            List<Long> latencies = completedSince(jdbc, after);
            System.out.printf(Locale.ROOT, "%nASSESSMENT BENCHMARK, STORED FHIR RECORD (%s): %d/s for %d s: %d completed; "
                            + "create-to-COMPLETED p50 %d ms, p95 %d ms, p99 %d ms, max %d ms%n",
                    System.getenv().getOrDefault("SPRING_DATASOURCE_URL", "H2 in memory"), rate, seconds, latencies.size(),
                    percentile(latencies, 50), percentile(latencies, 95), percentile(latencies, 99),
                    latencies.get(latencies.size() - 1));
        }
    }

    private static List<Long> completedSince(JdbcTemplate jdbc, String after) {
        List<Long> latencies = new ArrayList<>(jdbc.query("""
                SELECT created_at, completed_at FROM assessment
                WHERE status = 'COMPLETED' AND created_at > CAST(? AS TIMESTAMP WITH TIME ZONE)""",
                (row, i) -> row.getTimestamp(2).getTime() - row.getTimestamp(1).getTime(), after));
        Collections.sort(latencies);
        return latencies;
    }

    /** Sends {@code count} requests at {@code perSecond}, on a fixed schedule that does not wait for answers. */
    private static void send(HttpClient http, URI uri, TestTenant tenant, int count, int perSecond,
                             IntFunction<String> body) throws Exception {
        long interval = TimeUnit.SECONDS.toNanos(1) / perSecond;
        long start = System.nanoTime();
        List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            long due = start + i * interval;
            long wait = due - System.nanoTime();
            if (wait > 0) {
                TimeUnit.NANOSECONDS.sleep(wait);
            }
            HttpRequest request = HttpRequest.newBuilder(uri)
                    .header("Authorization", "Bearer " + tenant.apiKey())
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body.apply(i)))
                    .build();
            answers.add(http.sendAsync(request, HttpResponse.BodyHandlers.ofString()));
        }
        for (CompletableFuture<HttpResponse<String>> answer : answers) {
            if (answer.get().statusCode() != 202) {
                throw new AssertionError("refused: " + answer.get().body());
            }
        }
    }

    private static void awaitIdle(ConfigurableApplicationContext service) throws InterruptedException {
        JdbcTemplate jdbc = service.getBean(JdbcTemplate.class);
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (jdbc.queryForObject("SELECT COUNT(*) FROM assessment_job", Integer.class) > 0) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("assessments still waiting after 5 minutes");
            }
            Thread.sleep(Duration.ofMillis(100).toMillis());
        }
    }

    private static long percentile(List<Long> sorted, int percentile) {
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(percentile / 100.0 * sorted.size()) - 1));
    }
}
