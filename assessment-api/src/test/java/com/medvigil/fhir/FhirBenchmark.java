package com.medvigil.fhir;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.testing.ContainerImage;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.SharedFixtures;

/**
 * The FHIR figures of docs/benchmarks.md. Starts the built jar in a JVM of its own, as the
 * container image starts it (so start-up time and resident memory are the server's, not the load
 * generator's), loads 10,000 Synthea-shaped patients through $submit, 100 patients a bundle, then
 * times warm sequential searches and reads. Prints figures; asserts only that the load succeeded.
 *
 * <p>{@code ./mvnw package -DskipTests && ./mvnw -Pbenchmark test -pl assessment-api -Dtest=FhirBenchmark}; with
 * {@code SPRING_DATASOURCE_URL} (and user, password) set, against that database, else against a
 * fresh file-based H2 under target/ (a {@code jdbc:h2:file:} URL adds its options to that file's, e.g.
 * {@code ;WRITE_DELAY=500}). {@code MEDVIGIL_BENCH_PATIENTS} changes the patient count.
 * {@code MEDVIGIL_BENCH_JAVA_HOME} names the JDK that runs the server (default: the one running
 * this test); the image's is Temurin 25, and from JDK 25 on the server starts from an AOT cache
 * trained the way the image's build trains it. {@code MEDVIGIL_BENCH_OTHER_FHIR_BASE} (such as
 * {@code http://localhost:8095/fhir}) runs the same load and searches against another FHIR server
 * already running there, for a comparison measured on the same machine the same day
 * (docs/benchmarks.md tells how HAPI's was run).
 */
@Tag("benchmark")
class FhirBenchmark {

    static final int PATIENTS = Integer.parseInt(System.getenv().getOrDefault("MEDVIGIL_BENCH_PATIENTS", "10000"));
    static final int PATIENTS_PER_BUNDLE = 100;
    static final int CLIENT_THREADS = 2;
    /** Requests of each kind before any is timed: the JIT compiles the read and search paths first. */
    static final int WARM_UP = 1500;
    static final int MEASURED = 1000;
    /** The chart's default memory limit, of which the image's MaxRAMPercentage gives the heap its share. */
    static final int CHART_MEMORY_LIMIT_MIB = 1024;
    static final Path SERVER_JAVA_HOME = Path.of(System.getenv().getOrDefault("MEDVIGIL_BENCH_JAVA_HOME",
            System.getProperty("java.home")));
    /**
     * The base of another FHIR server (HAPI's JPA starter, say) to send the same bundles and
     * searches to instead of starting ours; it takes the bundles as transactions at its base.
     */
    static final String OTHER_SERVER = System.getenv("MEDVIGIL_BENCH_OTHER_FHIR_BASE");
    /** The first JDK whose AOT cache (JEP 483, 514, 515) the image uses. */
    static final int AOT_CACHE_SINCE = 25;

    final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    /** A fresh file database for each run, deleted afterwards: 10,000 patients take gigabytes. */
    final Path h2 = Path.of("target", "benchmark-h2", UUID.randomUUID().toString()).toAbsolutePath();
    /** The built jar, extracted as the container image has it; deleted afterwards. */
    final Path application = Path.of("target", "benchmark-app", UUID.randomUUID().toString()).toAbsolutePath();
    final Random random = new Random(42);

    @Test
    void loadTenThousandPatientsThenSearch() throws Exception {
        SyntheaTemplates templates = SyntheaTemplates.from(SharedFixtures.synthea("smart-generated-sample-data-r4"));
        if (OTHER_SERVER != null) {
            publish(String.format(Locale.ROOT, "%nFHIR benchmark (the FHIR server at %s, %d patients, %d per bundle,"
                    + " %d client threads)%n", OTHER_SERVER, PATIENTS, PATIENTS_PER_BUNDLE, CLIENT_THREADS)
                    + loadAndSearch(new FhirEndpoint(OTHER_SERVER, "", Map.of()), templates, null));
            return;
        }
        int port = freePort();
        Path applicationJar = extractBuiltJar();
        ContainerImage containerImage = ContainerImage.fromRepository();
        Map<String, String> image = containerImage.environment();
        Files.createDirectories(h2);
        // This machine has no container limit for MaxRAMPercentage to take its share of: the heap
        // is given as the image would get it under the chart's limit (an explicit -Xmx wins).
        String heap = System.getenv().getOrDefault("MEDVIGIL_BENCH_XMX",
                (int) (CHART_MEMORY_LIMIT_MIB * containerImage.heapShare()) + "m");
        List<String> jvmArguments = new ArrayList<>(List.of("-Xmx" + heap));
        String extraJvmArguments = System.getenv("MEDVIGIL_BENCH_JVM_ARGS");
        if (extraJvmArguments != null) {
            jvmArguments.addAll(List.of(extraJvmArguments.split(" ")));
        }
        int javaVersion = featureVersion(SERVER_JAVA_HOME);
        if (javaVersion >= AOT_CACHE_SINCE) {
            jvmArguments.add("-XX:AOTCache=" + trainAotCache(applicationJar, containerImage, jvmArguments));
        }
        long started = System.nanoTime();
        Process server = startServer(applicationJar, image, jvmArguments, port);
        try {
            String base = "http://localhost:" + port;
            waitUntilUp(base, server);
            double startupSeconds = (System.nanoTime() - started) / 1e9;
            String[] credentials = register(base);
            FhirEndpoint endpoint = new FhirEndpoint(base + "/v1/fhir", "/$submit",
                    Map.of("X-API-Key", credentials[0], "X-Tenant-Code", credentials[1]));
            StringBuilder report = new StringBuilder();
            report.append(String.format(Locale.ROOT, "%nFHIR benchmark (%s, %d patients, %d per bundle,"
                            + " %d client threads, server on Java %d with %s and the image's %s)%n", database(), PATIENTS,
                    PATIENTS_PER_BUNDLE, CLIENT_THREADS, javaVersion, jvmArguments, image));
            report.append(String.format(Locale.ROOT, "start-up to first answer: %.1f s%n", startupSeconds));
            report.append(loadAndSearch(endpoint, templates, server));
            publish(report.toString());
        } finally {
            server.destroy();
            server.waitFor();
            deleteRecursively(h2);
            deleteRecursively(application);
        }
    }

    private static void publish(String report) throws IOException {
        System.out.println(report);
        Files.writeString(Path.of("target", "fhir-benchmark.txt"), report);
    }

    /**
     * Where the load and the searches go: a FHIR base, the path under it that takes a bundle, and
     * the headers that authenticate (none for a server without authentication).
     */
    record FhirEndpoint(String base, String submitPath, Map<String, String> headers) {
    }

    /** The ingest and the timed searches; {@code server} is null when the server is not a process of this run. */
    private String loadAndSearch(FhirEndpoint endpoint, SyntheaTemplates templates, Process server) throws Exception {
        List<byte[]> bundles = new ArrayList<>();
        List<String> patientIds = new ArrayList<>();
        int resources = 0;
        for (int b = 0; b < PATIENTS / PATIENTS_PER_BUNDLE; b++) {
            ObjectNode bundle = templates.bundleOf(PATIENTS_PER_BUNDLE, patientIds);
            resources += bundle.get("entry").size();
            bundles.add(FhirJson.JSON.writeValueAsBytes(bundle));
        }
        double ingestSeconds = ingest(endpoint, bundles);
        long rssAfterLoad = server == null ? -1 : residentKilobytes(server.pid());

        String[] queries = {"MedicationStatement?patient=Patient/%s", "Observation?patient=%s&category=laboratory",
            "Patient?identifier=urn:benchmark%%7CMRN-%s", "Patient/%s"};
        String[] names = {"MedicationStatement?patient=", "Observation?patient=&category=laboratory",
            "Patient?identifier=", "read Patient/{id}"};
        StringBuilder report = new StringBuilder();
        report.append(String.format(Locale.ROOT, "ingest of %d resources: %.1f s, %.0f resources/s, %.0f patients/s%n",
                resources, ingestSeconds, resources / ingestSeconds, PATIENTS / ingestSeconds));
        for (String query : queries) {
            warmUp(endpoint, query, patientIds);
        }
        double[][] millis = time(endpoint, queries, patientIds);
        for (int q = 0; q < queries.length; q++) {
            report.append(String.format(Locale.ROOT, "%-42s p50 %.2f ms  p95 %.2f ms  p99 %.2f ms%n", names[q],
                    percentile(millis[q], 50), percentile(millis[q], 95), percentile(millis[q], 99)));
        }
        if (server != null) {
            report.append(String.format(Locale.ROOT, "server resident memory after load: %d MB, after searches: %d MB%n",
                    rssAfterLoad / 1024, residentKilobytes(server.pid()) / 1024));
        }
        return report.toString();
    }

    private double ingest(FhirEndpoint endpoint, List<byte[]> bundles) throws Exception {
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(CLIENT_THREADS);
        long started = System.nanoTime();
        List<Future<Void>> workers = new ArrayList<>();
        for (int t = 0; t < CLIENT_THREADS; t++) {
            workers.add(pool.submit(() -> {
                for (int i = next.getAndIncrement(); i < bundles.size(); i = next.getAndIncrement()) {
                    HttpResponse<String> response = http.send(request(endpoint, endpoint.submitPath())
                            .header("Content-Type", "application/fhir+json")
                            .POST(HttpRequest.BodyPublishers.ofByteArray(bundles.get(i))).build(),
                            HttpResponse.BodyHandlers.ofString());
                    JsonNode summary = FhirJson.JSON.readTree(response.body()).path("summary");
                    if (response.statusCode() != 200 || summary.path("errors").asInt() != 0) {
                        throw new AssertionError("bundle " + i + " failed: " + response.statusCode() + " "
                                + response.body().substring(0, Math.min(2000, response.body().length())));
                    }
                }
                return null;
            }));
        }
        for (Future<Void> worker : workers) {
            worker.get();
        }
        pool.shutdown();
        return (System.nanoTime() - started) / 1e9;
    }

    /** All four kinds are warmed up before the first is timed, so no timing includes another path's compilation. */
    private void warmUp(FhirEndpoint endpoint, String query, List<String> patientIds) throws Exception {
        for (int i = 0; i < WARM_UP; i++) {
            timeOne(endpoint, query, patientIds);
        }
    }

    /**
     * The four kinds in turn, one request of each at a time. Timed one kind after the other, the
     * first kind took the tail of whatever the server and its database still did after the load
     * (the same build's read had a p95 of 3.61 ms timed first and 0.98 ms timed last).
     */
    private double[][] time(FhirEndpoint endpoint, String[] queries, List<String> patientIds) throws Exception {
        double[][] millis = new double[queries.length][MEASURED];
        for (int i = 0; i < MEASURED; i++) {
            for (int q = 0; q < queries.length; q++) {
                millis[q][i] = timeOne(endpoint, queries[q], patientIds);
            }
        }
        return millis;
    }

    /**
     * One request for a random patient, in milliseconds. A plain keep-alive HttpURLConnection: the
     * JDK's asynchronous HttpClient hands each exchange between threads, which on two cores added
     * milliseconds of scheduling noise to one request in ten.
     */
    private double timeOne(FhirEndpoint endpoint, String query, List<String> patientIds) throws Exception {
        String id = patientIds.get(random.nextInt(patientIds.size()));
        String path = "/" + String.format(query, id);
        long started = System.nanoTime();
        HttpURLConnection connection = (HttpURLConnection) URI.create(endpoint.base() + path).toURL().openConnection();
        endpoint.headers().forEach(connection::setRequestProperty);
        int status = connection.getResponseCode();
        byte[] body;
        try (InputStream in = status < 400 ? connection.getInputStream() : connection.getErrorStream()) {
            body = in.readAllBytes();
        }
        long elapsed = System.nanoTime() - started;
        if (status != 200) {
            throw new AssertionError(path + " answered " + status + ": " + new String(body, StandardCharsets.UTF_8));
        }
        return elapsed / 1e6;
    }

    private static HttpRequest.Builder request(FhirEndpoint endpoint, String path) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(endpoint.base() + path)).timeout(Duration.ofMinutes(2));
        endpoint.headers().forEach(request::header);
        return request;
    }

    private String[] register(String base) throws Exception {
        String code = "bench-" + UUID.randomUUID().toString().substring(0, 8);
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(base + "/v1/tenants/register"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"Benchmark\",\"code\":\"" + code + "\"}")).build(),
                HttpResponse.BodyHandlers.ofString());
        JsonNode body = FhirJson.JSON.readTree(response.body());
        return new String[] {body.get("apiKey").asText(), body.get("tenantCode").asText()};
    }

    /**
     * Starts the built jar the way the container image runs it: extracted by Spring Boot's jar
     * tools into the application jar and its lib/ folder, then {@code java -jar}. (Started from
     * Maven's test class path instead, with the test libraries on it, it took one to two seconds
     * longer.) The extraction happens before the start-up clock runs.
     */
    private Path extractBuiltJar() throws Exception {
        Path jar = SharedFixtures.repositoryRoot().resolve("assessment-api/target/medvigil.jar");
        if (!Files.exists(jar)) {
            throw new AssertionError(jar + " is missing: build it first (./mvnw package -DskipTests)");
        }
        Process extract = new ProcessBuilder(java(), "-Djarmode=tools", "-jar", jar.toString(), "extract",
                "--destination", application.toString()).redirectErrorStream(true)
                .redirectOutput(Path.of("target", "fhir-benchmark-extract.log").toFile()).start();
        if (extract.waitFor() != 0) {
            throw new AssertionError("could not extract " + jar + "; see target/fhir-benchmark-extract.log");
        }
        return application.resolve("medvigil.jar");
    }

    /**
     * What the Dockerfile's runtime stage does after copying the jar, with its arguments: one start
     * of the application that ends once its context is refreshed, recording the classes it loaded
     * and linked and the methods' profiles into an AOT cache (here under target/ instead of beside
     * the jar). It runs in a directory of its own with the default (H2) datasource, as in the image
     * build, before the start-up clock runs.
     */
    private Path trainAotCache(Path applicationJar, ContainerImage containerImage, List<String> jvmArguments)
            throws Exception {
        Path cache = application.resolve("medvigil.aot");
        Path training = Files.createDirectories(application.resolve("aot-training"));
        List<String> command = new ArrayList<>(List.of(java()));
        command.addAll(jvmArguments);
        for (String argument : containerImage.aotTrainingArguments()) {
            command.add(argument.startsWith("-XX:AOTCacheOutput=") ? "-XX:AOTCacheOutput=" + cache : argument);
        }
        command.addAll(List.of("-jar", applicationJar.toString()));
        ProcessBuilder builder = new ProcessBuilder(command).directory(training.toFile()).redirectErrorStream(true)
                .redirectOutput(Path.of("target", "fhir-benchmark-aot-training.log").toAbsolutePath().toFile());
        builder.environment().keySet().removeIf(name -> name.startsWith("SPRING_DATASOURCE_"));
        builder.environment().putAll(containerImage.environment());
        if (builder.start().waitFor() != 0 || !Files.exists(cache)) {
            throw new AssertionError("the AOT cache was not created; see target/fhir-benchmark-aot-training.log");
        }
        return cache;
    }

    private Process startServer(Path applicationJar, Map<String, String> image, List<String> jvmArguments, int port)
            throws IOException {
        List<String> command = new ArrayList<>(List.of(java()));
        command.addAll(jvmArguments);
        command.addAll(List.of("-jar", applicationJar.toString(), "--server.port=" + port, "--management.server.port=0",
                "--medvigil.rate-limit.requests-per-minute=100000000", "--logging.level.root=WARN",
                "--logging.level.com.medvigil=WARN"));
        String given = System.getenv("SPRING_DATASOURCE_URL");
        if (given == null || given.startsWith("jdbc:h2:file:")) {
            // A fresh file of the run's own; options a given H2 URL adds (such as a WRITE_DELAY to
            // compare with the default) come after the standard ones.
            command.add("--spring.datasource.url=jdbc:h2:file:" + h2.resolve("medvigil")
                    + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;QUERY_CACHE_SIZE=64;USER=sa;PASSWORD="
                    + IsolatedDatabase.h2Options(given));
        }
        // The webhook key file and anything else the service writes under ./data stay in the run's directory.
        ProcessBuilder server = new ProcessBuilder(command).directory(h2.toFile()).redirectErrorStream(true)
                .redirectOutput(Path.of("target", "fhir-benchmark-server.log").toAbsolutePath().toFile());
        server.environment().putAll(image);
        return server.start();
    }

    private static String java() {
        return SERVER_JAVA_HOME.resolve("bin").resolve("java").toString();
    }

    /** The major version a JDK's {@code release} file names (JAVA_VERSION="25.0.3"). */
    private static int featureVersion(Path javaHome) throws IOException {
        Matcher version = Pattern.compile("(?m)^JAVA_VERSION=\"(\\d+)").matcher(Files.readString(javaHome.resolve("release")));
        if (!version.find()) {
            throw new AssertionError("no JAVA_VERSION in " + javaHome.resolve("release"));
        }
        return Integer.parseInt(version.group(1));
    }

    private void waitUntilUp(String base, Process server) throws Exception {
        for (int i = 0; i < 1200; i++) {
            if (!server.isAlive()) {
                throw new AssertionError("the server stopped; see target/fhir-benchmark-server.log");
            }
            try {
                http.send(HttpRequest.newBuilder(URI.create(base + "/v1/fhir/metadata")).GET().build(),
                        HttpResponse.BodyHandlers.discarding());
                return;
            } catch (IOException notYet) {
                Thread.sleep(25);
            }
        }
        throw new AssertionError("the server did not start within 30 s");
    }

    private static String database() {
        String url = System.getenv("SPRING_DATASOURCE_URL");
        if (url == null) {
            return "H2 file";
        }
        if (url.startsWith("jdbc:h2:file:")) {
            String options = IsolatedDatabase.h2Options(url);
            return "H2 file" + (options.isEmpty() ? "" : " with " + options.substring(1));
        }
        return url.startsWith("jdbc:postgresql") ? "PostgreSQL" : url;
    }

    private static void deleteRecursively(Path directory) throws IOException {
        if (!Files.exists(directory)) {
            return;
        }
        try (var paths = Files.walk(directory)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    private static long residentKilobytes(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("\\D", ""));
            }
        }
        return -1;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static double percentile(double[] values, int percentile) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(percentile / 100.0 * sorted.length) - 1)];
    }

    /**
     * Resources of one real Synthea bundle, cloned per synthetic patient with fresh ids and
     * urn:uuid references: per patient 1 Patient, 2 MedicationStatement, 1 MedicationRequest,
     * 2 Condition, 1 AllergyIntolerance, 4 Observation (2 laboratory, 2 vital signs), 1 Encounter.
     */
    record SyntheaTemplates(ObjectNode patient, ObjectNode request, ObjectNode condition, ObjectNode allergy,
                            ObjectNode laboratory, ObjectNode vitalSign, ObjectNode encounter) {

        static SyntheaTemplates from(Path folder) throws IOException {
            Map<String, ObjectNode> found = new HashMap<>();
            try (var files = Files.list(folder)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                    JsonNode bundle = FhirJson.JSON.readTree(file.toFile());
                    for (JsonNode entry : bundle.path("entry")) {
                        ObjectNode resource = (ObjectNode) entry.get("resource");
                        String type = resource.get("resourceType").asText();
                        if (type.equals("Observation")) {
                            String category = resource.path("category").path(0).path("coding").path(0).path("code").asText();
                            type = category.equals("laboratory") ? "lab" : category.equals("vital-signs") ? "vital" : "other";
                        }
                        found.putIfAbsent(type, resource);
                    }
                    if (found.keySet().containsAll(List.of("Patient", "MedicationRequest", "Condition",
                            "AllergyIntolerance", "lab", "vital", "Encounter"))) {
                        break;
                    }
                }
            }
            return new SyntheaTemplates(found.get("Patient"), found.get("MedicationRequest"), found.get("Condition"),
                    found.get("AllergyIntolerance"), found.get("lab"), found.get("vital"), found.get("Encounter"));
        }

        ObjectNode bundleOf(int patients, List<String> patientIds) {
            ObjectNode bundle = FhirJson.bundle("transaction");
            ArrayNode entries = (ArrayNode) bundle.get("entry");
            for (int p = 0; p < patients; p++) {
                String patientId = UUID.randomUUID().toString();
                patientIds.add(patientId);
                String patientUrl = "urn:uuid:" + patientId;
                ObjectNode patient = patient().deepCopy();
                patient.put("id", patientId);
                ArrayNode identifiers = patient.putArray("identifier");
                identifiers.addObject().put("system", "urn:benchmark").put("value", "MRN-" + patientId);
                // PUT, so that a server that numbers POSTed resources itself (HAPI) keeps the id the searches use.
                add(entries, patientUrl, patient, "PUT", "Patient/" + patientId);
                String encounterId = UUID.randomUUID().toString();
                add(entries, about(encounter(), encounterId, "subject", patientUrl, null));
                add(entries, about(request(), null, "subject", patientUrl, "urn:uuid:" + encounterId));
                for (int i = 0; i < 2; i++) {
                    add(entries, statement(patientUrl));
                    add(entries, about(condition(), null, "subject", patientUrl, "urn:uuid:" + encounterId));
                    add(entries, about(laboratory(), null, "subject", patientUrl, "urn:uuid:" + encounterId));
                    add(entries, about(vitalSign(), null, "subject", patientUrl, "urn:uuid:" + encounterId));
                }
                add(entries, about(allergy(), null, "patient", patientUrl, null));
            }
            return bundle;
        }

        /** A MedicationStatement as an EHR would send it for the template's MedicationRequest. */
        private ObjectNode statement(String patientUrl) {
            ObjectNode statement = FhirJson.JSON.createObjectNode().put("resourceType", "MedicationStatement")
                    .put("id", UUID.randomUUID().toString()).put("status", "active");
            statement.set("medicationCodeableConcept", request().get("medicationCodeableConcept"));
            statement.set("subject", FhirJson.reference(patientUrl));
            statement.put("effectiveDateTime", request().get("authoredOn").asText());
            if (request().has("dosageInstruction")) {
                statement.set("dosage", request().get("dosageInstruction"));
            }
            return statement;
        }

        private static ObjectNode about(ObjectNode template, String id, String patientElement, String patientUrl,
                                        String encounterUrl) {
            ObjectNode resource = template.deepCopy();
            resource.put("id", id == null ? UUID.randomUUID().toString() : id);
            resource.set(patientElement, FhirJson.reference(patientUrl));
            if (resource.has("encounter") || resource.has("context")) {
                resource.remove("context");
                if (encounterUrl != null) {
                    resource.set("encounter", FhirJson.reference(encounterUrl));
                } else {
                    resource.remove("encounter");
                }
            }
            resource.remove("requester");
            resource.remove("serviceProvider");
            resource.remove("participant");
            return resource;
        }

        private static void add(ArrayNode entries, ObjectNode resource) {
            add(entries, "urn:uuid:" + resource.get("id").asText(), resource, "POST", resource.get("resourceType").asText());
        }

        private static void add(ArrayNode entries, String fullUrl, ObjectNode resource, String method, String url) {
            ObjectNode entry = entries.addObject();
            entry.put("fullUrl", fullUrl);
            entry.set("resource", resource);
            entry.putObject("request").put("method", method).put("url", url);
        }
    }
}
