package com.medvigil.operations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.operations.StallingReceiver.Receipt;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.SharedFixtures;

/**
 * A 2xx means durable against a process crash (docs/operations.md, "Durability"). The built jar
 * runs as a process of its own, as in production: on the embedded H2 file database of its working
 * folder, or on a PostgreSQL schema of its own when the run is on PostgreSQL. Patient profiles,
 * assessments and a FHIR bundle are sent to it, and it is killed with SIGKILL the moment the last
 * of them is acknowledged. Restarted on the same data, it must hold every acknowledged write, and
 * complete every acknowledged assessment exactly once: one {@code assessment.completed} event
 * each, as a webhook receiver sees it (a receiver may see the same event again, never a second one).
 *
 * <p>A failsafe integration test: it needs the jar that {@code package} builds, so it runs in
 * {@code ./mvnw verify} after packaging, on whichever database the run uses.
 */
class CrashDurabilityIT {

    private static final Path JAR = SharedFixtures.repositoryRoot().resolve("assessment-api/target/medvigil.jar");
    private static final int PATIENTS = 40;
    private static final int ASSESSMENTS = 30;
    private static final int BUNDLE_PATIENTS = 50;
    private static final int OBSERVATIONS_PER_PATIENT = 9;
    private static final Duration LEASE = Duration.ofSeconds(10);

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    private Path directory;
    private IsolatedDatabase postgres;
    private ReplicaProcess service;
    private StallingReceiver receiver;

    @BeforeAll
    static void requireTheBuiltJar() {
        if (!Files.isRegularFile(JAR)) {
            fail("No " + JAR + ": this test starts the built jar; it runs in ./mvnw verify after package");
        }
    }

    @AfterEach
    void stop() {
        if (service != null) {
            service.close();
        }
        if (receiver != null) {
            receiver.close();
        }
        if (postgres != null) {
            postgres.close();
        }
    }

    @Test
    void everyWriteAcknowledgedBeforeAKillIsThereAfterTheRestartAndEveryAssessmentCompletesOnce() throws Exception {
        directory = Files.createDirectories(Path.of("target", "crash").toAbsolutePath()).resolve(UUID.randomUUID().toString());
        Files.createDirectories(directory);
        Map<String, String> environment = environment();
        receiver = new StallingReceiver(deliveryId -> false, Duration.ZERO);

        service = ReplicaProcess.start("before-crash", JAR, environment, directory);
        service.awaitReady(Duration.ofSeconds(120));
        String key = registerTenant();
        post(key, "/v1/webhooks", "{\"name\": \"crash test\", \"url\": \"" + receiver.url()
                + "\", \"events\": [\"assessment.completed\", \"assessment.failed\"]}", 201);

        Acknowledged acknowledged = sendWorkloadThenKill(key);
        assertThat(service.isAlive()).isFalse();

        service = ReplicaProcess.start("after-crash", JAR, environment, directory);
        service.awaitReady(Duration.ofSeconds(120));

        assertEveryPatientIsThere(key, acknowledged.patientIds());
        assertEveryBundleResourceIsThere(key, acknowledged.bundleResources());
        assertEveryAssessmentCompletedOnce(key, acknowledged.assessmentIds());
        System.out.printf("CRASH %s: %d patients, %d bundle resources and %d assessments acknowledged; "
                        + "killed %d ms after the last acknowledgement; all present after restart, each assessment completed once%n",
                postgres == null ? "H2" : "PostgreSQL", acknowledged.patientIds().size(), acknowledged.bundleResources().size(),
                acknowledged.assessmentIds().size(), acknowledged.killedAfterMillis());
    }

    private Map<String, String> environment() {
        Map<String, String> environment = new HashMap<>();
        String url = System.getenv("SPRING_DATASOURCE_URL");
        if (url != null && url.startsWith("jdbc:postgresql:")) {
            postgres = IsolatedDatabase.create("crash");
            environment.put("SPRING_DATASOURCE_URL", postgres.url());
            environment.put("SPRING_DATASOURCE_USERNAME", System.getenv("SPRING_DATASOURCE_USERNAME"));
            environment.put("SPRING_DATASOURCE_PASSWORD", System.getenv().getOrDefault("SPRING_DATASOURCE_PASSWORD", ""));
        }
        // Otherwise the jar's own default: the H2 file under ./data of its working folder.
        environment.put("MEDVIGIL_RATELIMIT_REQUESTSPERMINUTE", "100000");
        environment.put("MEDVIGIL_WEBHOOKS_ALLOWPRIVATEADDRESSES", "true");
        environment.put("MEDVIGIL_WEBHOOKS_TIMEOUT", "2s");
        environment.put("MEDVIGIL_WEBHOOKS_LEASE", LEASE.toSeconds() + "s");
        environment.put("MEDVIGIL_WEBHOOKS_POLLINTERVAL", "500ms");
        environment.put("MEDVIGIL_WEBHOOKS_RETRYBACKOFF", "1s,1s,2s");
        environment.put("MEDVIGIL_ASSESSMENTS_LEASE", LEASE.toSeconds() + "s");
        environment.put("MEDVIGIL_ASSESSMENTS_POLLINTERVAL", "500ms");
        return environment;
    }

    record Acknowledged(List<String> patientIds, List<String> bundleResources, List<String> assessmentIds,
                        long killedAfterMillis) {
    }

    /**
     * Profiles and assessments in parallel, then the bundle; SIGKILL as soon as the bundle's 200
     * arrives, while the latest writes are at most milliseconds old.
     */
    private Acknowledged sendWorkloadThenKill(String key) throws Exception {
        ExecutorService clients = Executors.newFixedThreadPool(4);
        try {
            List<Future<String>> patients = new ArrayList<>();
            for (int i = 0; i < PATIENTS; i++) {
                String patientId = UUID.randomUUID().toString();
                patients.add(clients.submit(() -> {
                    post(key, "/v1/patients", "{\"patientId\": \"" + patientId + "\", \"externalId\": \"MRN-CRASH\"}", 201);
                    return patientId;
                }));
            }
            List<Future<String>> assessments = new ArrayList<>();
            for (int i = 0; i < ASSESSMENTS; i++) {
                assessments.add(clients.submit(() -> post(key, "/v1/assessments", """
                        {"patient": {"externalId": "MRN-CRASH-A", "demographics": {"dateOfBirth": "1950-03-02", "sex": "FEMALE"}},
                         "medications": [
                           {"name": "Warfarin", "dosage": {"amount": 5, "unit": "mg", "frequency": "once daily"}},
                           {"name": "Aspirin", "dosage": {"amount": 325, "unit": "mg", "frequency": "daily"}}]}""", 202)
                        .get("assessmentId").asText()));
            }
            List<String> patientIds = new ArrayList<>();
            for (Future<String> patient : patients) {
                patientIds.add(patient.get());
            }
            List<String> assessmentIds = new ArrayList<>();
            for (Future<String> assessment : assessments) {
                assessmentIds.add(assessment.get());
            }
            List<String> bundleResources = new ArrayList<>();
            String bundle = bundle(bundleResources);
            HttpResponse<String> submitted = send(key, "/v1/fhir/$submit", bundle, "application/fhir+json");
            long acknowledgedAt = System.nanoTime();
            service.sigkill();
            long killedAfterMillis = (System.nanoTime() - acknowledgedAt) / 1_000_000;
            service.awaitExit(Duration.ofSeconds(30));
            assertThat(submitted.statusCode()).as(submitted.body()).isEqualTo(200);
            assertThat(json.readTree(submitted.body()).path("summary").path("errors").asInt()).isZero();
            return new Acknowledged(patientIds, bundleResources, assessmentIds, killedAfterMillis);
        } finally {
            clients.shutdownNow();
        }
    }

    private String bundle(List<String> resources) {
        ObjectNode bundle = json.createObjectNode().put("resourceType", "Bundle").put("type", "collection");
        ArrayNode entries = bundle.putArray("entry");
        for (int p = 0; p < BUNDLE_PATIENTS; p++) {
            String patientId = UUID.randomUUID().toString();
            ObjectNode patient = entries.addObject().putObject("resource").put("resourceType", "Patient").put("id", patientId)
                    .put("birthDate", "1960-01-01");
            patient.putArray("identifier").addObject().put("value", "MRN-" + p);
            resources.add("Patient/" + patientId);
            for (int o = 0; o < OBSERVATIONS_PER_PATIENT; o++) {
                String observationId = "obs-" + p + "-" + o;
                ObjectNode observation = entries.addObject().putObject("resource").put("resourceType", "Observation")
                        .put("id", observationId).put("status", "final");
                observation.putObject("subject").put("reference", "Patient/" + patientId);
                observation.putObject("code").putArray("coding").addObject().put("system", "http://loinc.org").put("code", "2160-0");
                observation.putObject("valueQuantity").put("value", 1.0 + o / 10.0).put("unit", "mg/dL");
                resources.add("Observation/" + observationId);
            }
        }
        return bundle.toString();
    }

    private void assertEveryPatientIsThere(String key, List<String> patientIds) throws Exception {
        Set<String> listed = new HashSet<>();
        String cursor = null;
        do {
            JsonNode page = get(key, "/v1/patients?externalId=MRN-CRASH&limit=100" + (cursor == null ? "" : "&cursor=" + cursor));
            page.path("patients").forEach(patient -> listed.add(patient.path("id").asText()));
            cursor = page.path("nextCursor").isTextual() ? page.path("nextCursor").asText() : null;
        } while (cursor != null);
        assertThat(listed).as("acknowledged patient profiles after the restart").containsAll(patientIds);
    }

    private void assertEveryBundleResourceIsThere(String key, List<String> resources) throws Exception {
        List<String> missing = new ArrayList<>();
        for (String resource : resources) {
            if (send(key, "/v1/fhir/" + resource, null, null).statusCode() != 200) {
                missing.add(resource);
            }
        }
        assertThat(missing).as("resources of the acknowledged bundle missing after the restart (of %d)", resources.size())
                .isEmpty();
    }

    private void assertEveryAssessmentCompletedOnce(String key, List<String> assessmentIds) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
        for (String assessmentId : assessmentIds) {
            while (true) {
                HttpResponse<String> response = send(key, "/v1/assessments/" + assessmentId, null, null);
                assertThat(response.statusCode()).as("assessment %s after the restart", assessmentId).isEqualTo(200);
                String status = json.readTree(response.body()).path("status").asText();
                if ("COMPLETED".equals(status)) {
                    break;
                }
                assertThat(status).as("assessment %s", assessmentId).isIn("PENDING", "PROCESSING");
                if (System.nanoTime() > deadline) {
                    fail("assessment " + assessmentId + " still " + status + " 90 s after the restart");
                }
                Thread.sleep(200);
            }
        }
        Map<String, Set<String>> completedEvents = awaitOneCompletedEventEach(assessmentIds);
        // Give a second completion (a repeated job after the takeover) time to show up before judging.
        Thread.sleep(LEASE.plusSeconds(3).toMillis());
        completedEvents = completedEventsByAssessment();
        for (String assessmentId : assessmentIds) {
            assertThat(completedEvents.get(assessmentId)).as("assessment.completed events of %s", assessmentId).hasSize(1);
        }
    }

    private Map<String, Set<String>> awaitOneCompletedEventEach(List<String> assessmentIds) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (true) {
            Map<String, Set<String>> events = completedEventsByAssessment();
            if (assessmentIds.stream().allMatch(events::containsKey)) {
                return events;
            }
            if (System.nanoTime() > deadline) {
                List<String> without = assessmentIds.stream().filter(id -> !events.containsKey(id)).toList();
                fail("no assessment.completed event reached the receiver for " + without);
            }
            Thread.sleep(200);
        }
    }

    /** Distinct event ids per assessment, from what the receiver got (repeats of one event count once). */
    private Map<String, Set<String>> completedEventsByAssessment() throws IOException {
        Map<String, Set<String>> events = new HashMap<>();
        for (Receipt receipt : receiver.receipts()) {
            JsonNode event = json.readTree(receipt.body());
            if ("assessment.completed".equals(event.path("type").asText())) {
                events.computeIfAbsent(event.path("data").path("assessmentId").asText(), id -> new HashSet<>())
                        .add(event.path("id").asText());
            }
        }
        return events;
    }

    private String registerTenant() throws Exception {
        HttpResponse<String> response = send(null, "/v1/tenants/register",
                "{\"name\": \"Crash test\", \"code\": \"crash-" + UUID.randomUUID().toString().substring(0, 8) + "\"}",
                "application/json");
        assertThat(response.statusCode()).as(response.body()).isEqualTo(201);
        return json.readTree(response.body()).path("apiKey").asText();
    }

    private JsonNode post(String key, String path, String body, int expectedStatus) throws Exception {
        HttpResponse<String> response = send(key, path, body, "application/json");
        assertThat(response.statusCode()).as("POST %s: %s", path, response.body()).isEqualTo(expectedStatus);
        return json.readTree(response.body());
    }

    private JsonNode get(String key, String path) throws Exception {
        HttpResponse<String> response = send(key, path, null, null);
        assertThat(response.statusCode()).as("GET %s: %s", path, response.body()).isEqualTo(200);
        return json.readTree(response.body());
    }

    private HttpResponse<String> send(String key, String path, String body, String contentType) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(service.baseUrl() + path)).timeout(Duration.ofSeconds(60));
        if (key != null) {
            request.header("Authorization", "Bearer " + key);
        }
        if (body == null) {
            request.GET();
        } else {
            request.header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofString(body));
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
