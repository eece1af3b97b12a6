package com.medvigil.operations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

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
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.boot.env.YamlPropertySourceLoader;
import org.springframework.core.io.ClassPathResource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.medvigil.testing.ContainerImage;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.SharedFixtures;
import com.medvigil.web.RequestSizeProperties;

/**
 * The largest bundles {@code $submit} accepts fit the heap the container image gives the JVM under
 * the chart's memory limit, with assessments requested and processed beside them: the built jar
 * in a JVM of its own, with that heap, the image's collector and {@code -XX:+ExitOnOutOfMemoryError},
 * as a pod runs it. One bundle has the most entries allowed, each a tiny Observation of a patient
 * of its own (a stub patient each: what costs the most memory per entry); another the most bytes
 * allowed, in that many Observations with ten components each. Both are stored (200), then two of
 * the latter and one of the former at the same time, and the process lives on; a bundle of 50,000
 * tiny Observations, which once ran the heap out, is refused with 413.
 *
 * <p>An integration test ({@code ./mvnw verify}, after {@code package}): it needs the built jar.
 * On the embedded H2 by default, on PostgreSQL (a schema of its own) when SPRING_DATASOURCE_URL
 * names one.
 */
class LargestBundlesIT {

    private static final Path JAR = SharedFixtures.repositoryRoot().resolve("assessment-api/target/medvigil.jar");
    /** The chart's default memory limit, of which the image's MaxRAMPercentage gives the heap its share. */
    private static final int CHART_MEMORY_LIMIT_MIB = 1024;
    private static final int ENTRIES_THAT_ONCE_RAN_THE_HEAP_OUT = 50_000;
    private static final String ASSESSMENT = """
            {"patient": {"externalId": "MRN-%d", "demographics": {"dateOfBirth": "1948-02-11", "sex": "FEMALE", "weightKg": 58}},
             "medications": [
               {"name": "Warfarin 5 MG Oral Tablet", "dosage": {"amount": 5, "unit": "mg", "frequency": "daily"}},
               {"name": "Simvastatin 40 MG", "dosage": {"amount": 40, "unit": "mg", "frequency": "at night"}},
               {"name": "Clarithromycin 500 MG", "dosage": {"amount": 500, "unit": "mg", "frequency": "BID"}}],
             "conditions": ["Chronic kidney disease stage 3"],
             "labs": [{"name": "eGFR", "value": 41, "unit": "mL/min/1.73m2", "observedAt": "2026-01-10"}]}""";

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private RequestSizeProperties limits;
    private IsolatedDatabase database;
    private ReplicaProcess replica;
    private String apiKey;

    @BeforeEach
    void startTheBuiltJarWithTheChartsHeap() throws IOException, InterruptedException {
        if (!Files.isRegularFile(JAR)) {
            fail("No " + JAR + ": this test starts the built jar; run it with ./mvnw verify, after package");
        }
        limits = configuredLimits();
        ContainerImage image = ContainerImage.fromRepository();
        Path directory = Files.createDirectories(Path.of("target", "largest-bundles").toAbsolutePath());
        Files.deleteIfExists(directory.resolve("gc.log"));
        String heap = "-Xmx" + (int) (CHART_MEMORY_LIMIT_MIB * image.heapShare()) + "m";
        Map<String, String> environment = new HashMap<>(image.environment());
        environment.put("MEDVIGIL_RATELIMIT_REQUESTSPERMINUTE", "1000000");
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        environment.put("MEDVIGIL_WEBHOOKS_SECRETENCRYPTIONKEY", Base64.getEncoder().encodeToString(key));
        String sharedDatabase = System.getenv("SPRING_DATASOURCE_URL");
        if (sharedDatabase != null && sharedDatabase.startsWith("jdbc:postgresql:")) {
            database = IsolatedDatabase.create("bundles");
            environment.put("SPRING_DATASOURCE_URL", database.url());
            environment.put("SPRING_DATASOURCE_USERNAME", System.getenv("SPRING_DATASOURCE_USERNAME"));
            environment.put("SPRING_DATASOURCE_PASSWORD", System.getenv().getOrDefault("SPRING_DATASOURCE_PASSWORD", ""));
        } else {
            // The embedded default under the process's own ./data, fresh for each run.
            deleteRecursively(directory.resolve("data"));
        }
        replica = ReplicaProcess.start("largest-bundles", JAR, List.of(heap, "-XX:+ExitOnOutOfMemoryError",
                "-Xlog:gc:file=" + directory.resolve("gc.log")), environment, directory);
        replica.awaitReady(Duration.ofMinutes(3));
        apiKey = register();
    }

    @AfterEach
    void stopEverything() {
        if (replica != null) {
            replica.close();
        }
        if (database != null) {
            database.close();
        }
    }

    @Test
    void theChartsHeapHoldsTheLargestAcceptedBundlesWhileAssessmentsAreProcessed() throws Exception {
        int maxEntries = limits.fhirBundleMaxEntries();
        byte[] mostEntries = bundleOf(maxEntries, LargestBundlesIT::tinyObservationOfItsOwnPatient);
        byte[] mostBytes = largestInBytes(maxEntries, limits.fhirBundleMax().toBytes());
        byte[] tooManyEntries = bundleOf(ENTRIES_THAT_ONCE_RAN_THE_HEAP_OUT, LargestBundlesIT::tinyObservationOfItsOwnPatient);

        AtomicBoolean bundlesDone = new AtomicBoolean();
        AtomicInteger processedBeside = new AtomicInteger();
        ExecutorService clinicians = Executors.newFixedThreadPool(2);
        List<Future<Void>> assessing = new ArrayList<>();
        for (int worker = 0; worker < 2; worker++) {
            int first = worker * 1_000_000;
            assessing.add(clinicians.submit(() -> {
                for (int n = first; !bundlesDone.get(); n++) {
                    assertThat(assess(n)).isEqualTo("COMPLETED");
                    processedBeside.incrementAndGet();
                }
                return null;
            }));
        }
        try {
            HttpResponse<String> entries = submit(mostEntries);
            assertThat(entries.statusCode()).as(entries.body()).isEqualTo(200);
            assertThat(json.readTree(entries.body()).at("/summary/observations").asInt()).isEqualTo(maxEntries);
            assertThat(replica.isAlive()).isTrue();

            HttpResponse<String> bytes = submit(mostBytes);
            assertThat(bytes.statusCode()).as(bytes.body()).isEqualTo(200);
            assertThat(json.readTree(bytes.body()).at("/summary/observations").asInt()).isEqualTo(maxEntries);
            assertThat(replica.isAlive()).isTrue();

            // Several of the largest at once: a replica stores a large bundle alone (SubmitAdmission),
            // so they take turns; a bundle that waited too long is answered 503 and sent again, as
            // Retry-After asks. Before, two dense 25 MiB bundles at once ran the heap out.
            ExecutorService clients = Executors.newFixedThreadPool(3);
            try {
                List<Future<HttpResponse<String>>> atOnce = new ArrayList<>();
                for (byte[] bundle : List.of(mostBytes, mostBytes, mostEntries)) {
                    atOnce.add(clients.submit(() -> submitRetryingWhileBusy(bundle)));
                }
                for (Future<HttpResponse<String>> stored : atOnce) {
                    assertThat(stored.get().statusCode()).as(stored.get().body()).isEqualTo(200);
                }
            } finally {
                clients.shutdown();
            }
            assertThat(replica.isAlive()).isTrue();

            HttpResponse<String> refused = submit(tooManyEntries);
            assertThat(refused.statusCode()).as(refused.body()).isEqualTo(413);
            assertThat(json.readTree(refused.body()).at("/issue/0/diagnostics").asText())
                    .contains(ENTRIES_THAT_ONCE_RAN_THE_HEAP_OUT + " entries").contains("at most " + maxEntries);
        } finally {
            bundlesDone.set(true);
            clinicians.shutdown();
        }
        for (Future<Void> clinician : assessing) {
            clinician.get();
        }
        assertThat(processedBeside.get()).as("assessments processed while the bundles were").isPositive();
        assertThat(replica.isAlive()).as("the process, after the largest bundles:\n" + replica.tail()).isTrue();
        assertThat(replica.readinessStatus()).isEqualTo(200);
    }

    /** The limits as the jar's application.yml sets them. */
    private static RequestSizeProperties configuredLimits() throws IOException {
        return new Binder(ConfigurationPropertySources.from(new YamlPropertySourceLoader().load("application.yml",
                new ClassPathResource("application.yml")))).bind("medvigil.request-size", RequestSizeProperties.class)
                .orElseThrow(() -> new AssertionError("application.yml sets no medvigil.request-size"));
    }

    private static String tinyObservationOfItsOwnPatient(int index) {
        return "{\"resource\":{\"resourceType\":\"Observation\",\"status\":\"final\",\"code\":{\"text\":\"heart rate\"},"
                + "\"subject\":{\"reference\":\"Patient/tiny-" + index + "\"}}}";
    }

    /** As many Observations as allowed, each a blood pressure panel of ten components, with notes that fill the size limit. */
    private static byte[] largestInBytes(int entries, long maxBytes) {
        int unpadded = bundleOf(entries, index -> componentPanel(index, "")).length;
        int padding = (int) ((maxBytes - unpadded) / entries);
        byte[] bundle = bundleOf(entries, index -> componentPanel(index, "n".repeat(padding)));
        assertThat((long) bundle.length).isLessThanOrEqualTo(maxBytes).isGreaterThan(maxBytes - entries);
        return bundle;
    }

    private static String componentPanel(int index, String note) {
        StringBuilder components = new StringBuilder();
        for (int c = 0; c < 10; c++) {
            components.append(c == 0 ? "" : ",").append("{\"code\":{\"coding\":[{\"system\":\"http://loinc.org\",\"code\":\"8480-")
                    .append(c).append("\",\"display\":\"Systolic blood pressure ").append(c)
                    .append("\"}]},\"valueQuantity\":{\"value\":").append(120.5 + c)
                    .append(",\"unit\":\"mm[Hg]\",\"system\":\"http://unitsofmeasure.org\",\"code\":\"mm[Hg]\"}}");
        }
        return "{\"resource\":{\"resourceType\":\"Observation\",\"status\":\"final\",\"category\":[{\"coding\":[{\"system\":"
                + "\"http://terminology.hl7.org/CodeSystem/observation-category\",\"code\":\"vital-signs\",\"display\":"
                + "\"Vital Signs\"}]}],\"code\":{\"coding\":[{\"system\":\"http://loinc.org\",\"code\":\"85354-9\",\"display\":"
                + "\"Blood pressure panel\"}]},\"subject\":{\"reference\":\"Patient/panel-" + index % 100 + "\"},"
                + "\"effectiveDateTime\":\"2024-01-02T10:11:12Z\",\"component\":[" + components + "],\"note\":[{\"text\":\""
                + note + "\"}]}}";
    }

    private static byte[] bundleOf(int entries, IntFunction<String> entry) {
        StringBuilder bundle = new StringBuilder("{\"resourceType\":\"Bundle\",\"type\":\"collection\",\"entry\":[");
        for (int i = 0; i < entries; i++) {
            bundle.append(i == 0 ? "" : ",").append(entry.apply(i));
        }
        return bundle.append("]}").toString().getBytes(StandardCharsets.UTF_8);
    }

    private HttpResponse<String> submit(byte[] bundle) throws InterruptedException {
        try {
            return http.send(request("/v1/fhir/$submit").timeout(Duration.ofMinutes(10))
                    .header("Content-Type", "application/fhir+json").POST(HttpRequest.BodyPublishers.ofByteArray(bundle))
                    .build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError("$submit of " + bundle.length + " bytes got no answer (" + e.getMessage() + "); the process "
                    + (replica.isAlive() ? "is alive" : "has ended") + ":\n" + replica.tail(), e);
        }
    }

    private HttpResponse<String> submitRetryingWhileBusy(byte[] bundle) throws InterruptedException {
        while (true) {
            HttpResponse<String> response = submit(bundle);
            if (response.statusCode() != 503) {
                return response;
            }
            assertThat(response.headers().firstValue("Retry-After")).as("Retry-After of a busy replica").isPresent();
            Thread.sleep(Duration.ofSeconds(Long.parseLong(response.headers().firstValue("Retry-After").orElseThrow())).toMillis());
        }
    }

    /** Requests one assessment and waits for its processing to end; answers the status it ended in. */
    private String assess(int patient) throws IOException, InterruptedException {
        HttpResponse<String> accepted = http.send(request("/v1/assessments").header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(ASSESSMENT.formatted(patient))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(202);
        String id = json.readTree(accepted.body()).get("assessmentId").asText();
        long deadline = System.nanoTime() + Duration.ofMinutes(3).toNanos();
        while (System.nanoTime() < deadline) {
            JsonNode assessment = json.readTree(http.send(request("/v1/assessments/" + id).GET().build(),
                    HttpResponse.BodyHandlers.ofString()).body());
            String status = assessment.path("status").asText();
            if (status.equals("COMPLETED") || status.equals("FAILED")) {
                return status;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("assessment " + id + " not processed within 3 minutes");
    }

    private String register() throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(replica.baseUrl() + "/v1/tenants/register"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"name\": \"Largest bundles\"}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(201);
        return json.readTree(response.body()).get("apiKey").asText();
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create(replica.baseUrl() + path)).timeout(Duration.ofMinutes(1))
                .header("Authorization", "Bearer " + apiKey);
    }

    private static void deleteRecursively(Path directory) throws IOException {
        if (!Files.exists(directory)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(directory)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
