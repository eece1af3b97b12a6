package com.medvigil.fhir;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.beans.factory.annotation.Autowired;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.FuzzRun;
import com.medvigil.testing.JsonMutator;
import com.medvigil.testing.SharedFixtures;
import com.medvigil.testing.TestTenant;
import com.medvigil.testing.TextSweep;

/**
 * Seeded fuzzing through HTTP: real Synthea entries broken one way each, and searches, reads and
 * {@code $everything} with odd parameters, values and Accept headers. Whatever comes in, the
 * answer is a 2xx or a 4xx with an OperationOutcome, never a 5xx or a half-written response.
 * Every failure names the seed and the input, so it can be replayed and made a test of its own.
 * {@link FuzzRun} runs other inputs, or more of them.
 */
@ApiTest
class FhirFuzzTest {

    static final int BUNDLES = 60;
    static final int ENTRIES_PER_BUNDLE = 12;
    static final int SEARCHES = 400;
    static final ObjectMapper JSON = new ObjectMapper();
    static final Set<String> SERVED_TYPES = Set.of("Patient", "MedicationStatement", "MedicationRequest", "Condition",
            "AllergyIntolerance", "Observation", "Encounter");
    static final List<String> ACCEPTS = List.of("application/fhir+json", "application/fhir+xml", "application/json",
            "application/xml", "text/html", "*/*", "text/plain", "application/fhir+json; fhirVersion=3.0", "nonsense");

    @LocalServerPort
    int port;
    @Autowired
    FhirTestSupport fhir;

    final HttpClient http = HttpClient.newHttpClient();
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        tenant = new Api(port).registerTenant();
        fhir.unthrottle(tenant);
    }

    @Test
    void brokenSyntheaEntriesAreRefusedOneByOneAndNeverFailTheBundle() throws Exception {
        List<List<ObjectNode>> records = syntheaRecords();
        Random random = new Random(FuzzRun.SEED);
        JsonMutator mutator = new JsonMutator(random);
        int refused = 0;
        int stored = 0;
        for (int bundleNumber = 0; bundleNumber < BUNDLES * FuzzRun.ROUNDS; bundleNumber++) {
            ObjectNode bundle = JSON.createObjectNode().put("resourceType", "Bundle").put("type", "collection");
            ArrayNode bundleEntries = bundle.putArray("entry");
            StringBuilder done = new StringBuilder();
            List<ObjectNode> record = records.get(random.nextInt(records.size()));
            for (int i = 0; i < ENTRIES_PER_BUNDLE; i++) {
                // The patient first, so that the others' references to it resolve and what is checked is the break.
                ObjectNode entry = i == 0 ? record.get(0) : record.get(1 + random.nextInt(record.size() - 1));
                if (random.nextInt(3) > 0) {
                    done.append("entry ").append(i).append(": ");
                    entry = mutator.mutateEntry(entry, done);
                    done.append("; ");
                }
                bundleEntries.add(entry);
            }
            HttpResponse<String> response = http.send(request("/$submit", "application/fhir+json")
                    .POST(HttpRequest.BodyPublishers.ofString(JsonMutator.asSent(bundle)))
                    .header("Content-Type", "application/fhir+json")
                    .build(), HttpResponse.BodyHandlers.ofString());
            String input = "seed " + FuzzRun.SEED + ", bundle " + bundleNumber + ": " + done;

            assertThat(response.statusCode()).as(input).isEqualTo(200);
            JsonNode result = JSON.readTree(response.body());
            int errors = result.at("/summary/errors").asInt(-1);
            assertThat(errors).as(input).isBetween(0, ENTRIES_PER_BUNDLE);
            refused += errors;
            for (String count : SyntheaFixturesTest.SUMMARY_KEYS.values()) {
                stored += result.path("summary").path(count).asInt();
            }
            for (JsonNode issue : result.at("/outcome/issue")) {
                if ("error".equals(issue.path("severity").asText())) {
                    assertThat(issue.path("expression")).as(input + " names the element: " + issue).isNotEmpty();
                    assertThat(issue.path("diagnostics").asText()).as(input + " explains: " + issue).isNotBlank();
                }
            }
        }
        System.out.printf("FhirFuzzTest, seed %d: %d bundles, %d entries stored, %d refused%n", FuzzRun.SEED, BUNDLES * FuzzRun.ROUNDS,
                stored, refused);
        // Neither all refused nor all stored: the mutations reach what $submit checks.
        assertThat(refused).isPositive();
        assertThat(stored).isPositive();
    }

    /**
     * Every text of a Synthea bundle in turn (one of each shape, one entry of each type) holding a
     * character no FHIR string may hold: a NUL, which PostgreSQL cannot store, then half of a
     * surrogate pair. Inside a resource it refuses that entry, naming it (and the entries that
     * reference it, with it), not the bundle; elsewhere in the bundle it is refused as FHIR or
     * ignored, never a failure.
     */
    @Test
    void aForbiddenCharacterInAnyTextOfABundleRefusesItsEntryNotTheBundle() throws Exception {
        List<ObjectNode> record = syntheaRecords().get(0);
        ObjectNode bundle = JSON.createObjectNode().put("resourceType", "Bundle").put("type", "transaction");
        ArrayNode entries = bundle.putArray("entry");
        Set<String> types = new HashSet<>();
        for (ObjectNode entry : record) {
            String type = entry.at("/resource/resourceType").asText();
            if (SERVED_TYPES.contains(type) && types.add(type)) {
                entries.add(entry);
            }
        }
        List<JsonPointer> texts = TextSweep.textsOfEachShape(bundle);
        int refusedEntries = 0;
        for (JsonPointer text : texts) {
            for (String character : List.of("\u0000", "\ud800")) {
                HttpResponse<String> response = http.send(request("/$submit", "application/fhir+json")
                        .POST(HttpRequest.BodyPublishers.ofString(JsonMutator.asSent(
                                TextSweep.withCharacterIn(bundle, text, character))))
                        .header("Content-Type", "application/fhir+json").build(), HttpResponse.BodyHandlers.ofString());
                String input = String.format("U+%04X in %s", (int) character.charAt(0), text);

                assertThat(response.statusCode()).as(input + " answered " + response.body()).isLessThan(500);
                JsonNode answer = JSON.readTree(response.body());
                boolean inAResource = text.toString().matches("/entry/\\d+/resource/.*");
                if (response.statusCode() != 200 && !inAResource) {
                    assertThat(answer.at("/issue/0/diagnostics").asText()).as(input + " explains").isNotBlank();
                    continue;
                }
                if (inAResource) {
                    // That entry is refused, and those that reference it with it (the Patient's).
                    assertThat(response.statusCode()).as(input + " answered " + response.body()).isEqualTo(200);
                    String entry = "Bundle.entry[" + text.toString().split("/")[2] + "].resource";
                    assertThat(answer.at("/outcome/issue").findValues("expression")).as(input + ": " + answer)
                            .anySatisfy(expression -> assertThat(expression.get(0).asText()).startsWith(entry));
                    refusedEntries++;
                }
            }
        }
        System.out.printf("FhirFuzzTest: %d texts of a bundle of %d entries, each with a NUL and half a surrogate pair;"
                + " its entry refused %d times%n", texts.size(), entries.size(), refusedEntries);
        assertThat(texts).hasSizeGreaterThan(50);
        assertThat(refusedEntries).isPositive();
    }

    @Test
    void oddSearchesReadsAndEverythingsAreAnsweredOrRefusedAsFhir() throws Exception {
        JsonNode capabilities = JSON.readTree(http.send(request("/metadata", "application/fhir+json").GET().build(),
                HttpResponse.BodyHandlers.ofString()).body());
        List<ServedSearch> served = new ArrayList<>();
        capabilities.at("/rest/0/resource").forEach(resource -> served.add(new ServedSearch(resource.path("type").asText(),
                resource.path("searchParam").findValuesAsText("name"))));
        // The test application's provider that fails on purpose, as a bug would.
        served.removeIf(search -> search.type().equals(new FailingFhirProvider().getResourceType().getSimpleName()));
        OddQueries queries = new OddQueries(new Random(FuzzRun.SEED));
        int answered = 0;
        int refused = 0;
        for (int i = 0; i < SEARCHES * FuzzRun.ROUNDS; i++) {
            String path = queries.next(served.get(queries.index(served.size())));
            String accept = queries.pick(ACCEPTS);
            HttpResponse<String> response = http.send(request(path, accept).GET().build(), HttpResponse.BodyHandlers.ofString());
            String input = "seed " + FuzzRun.SEED + ", request " + i + ": GET " + path + " (Accept: " + accept + ")";

            assertThat(response.statusCode()).as(input + " answered " + response.body()).isLessThan(500);
            answered += response.statusCode() == 200 ? 1 : 0;
            refused += response.statusCode() == 400 ? 1 : 0;
            if (response.statusCode() >= 400) {
                assertThat(response.body()).as(input).contains("OperationOutcome");
                assertThat(response.body().strip()).as(input + " is whole").endsWith(
                        response.body().strip().startsWith("<") ? "</OperationOutcome>" : "}");
            }
        }
        System.out.printf("FhirFuzzTest, seed %d: %d requests, %d answered 200, %d refused 400%n", FuzzRun.SEED, SEARCHES * FuzzRun.ROUNDS,
                answered, refused);
        assertThat(answered).isPositive();
        assertThat(refused).isPositive();
    }

    /** A type the CapabilityStatement lists, with the search parameters it lists for it. */
    record ServedSearch(String type, List<String> parameters) {
    }

    private HttpRequest.Builder request(String path, String accept) {
        return HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/v1/fhir" + path))
                .header("X-API-Key", tenant.apiKey()).header("X-Tenant-Code", tenant.code()).header("Accept", accept);
    }

    /** The entries of a few SMART Synthea bundles, one list per patient, the Patient entry first. */
    private static List<List<ObjectNode>> syntheaRecords() throws IOException {
        Path folder = SharedFixtures.synthea(SyntheaFixturesTest.SMART_2019);
        List<List<ObjectNode>> records = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).sorted().limit(3).toList()) {
                List<ObjectNode> entries = new ArrayList<>();
                JSON.readTree(file.toFile()).path("entry").forEach(entry -> entries.add((ObjectNode) entry));
                entries.sort(Comparator.comparing(entry -> !"Patient".equals(entry.at("/resource/resourceType").asText())));
                records.add(entries);
            }
        }
        return records;
    }

    /** Query strings a careless or hostile client might send. */
    static final class OddQueries {

        private static final List<String> RESULT_PARAMETERS = List.of("_count", "_sort", "_summary", "_elements",
                "_include", "_revinclude", "_cursor", "_format", "_pretty", "_lastUpdated", "_id", "_total", "_contained");
        private static final List<String> MODIFIERS = List.of("", "", "", ":exact", ":contains", ":missing", ":not",
                ":text", ":above", ":below", ":in", ":of-type", ":identifier", ":Patient", ":iterate", ":", "::x");
        private static final List<String> VALUES = List.of("", "x", "1", "-1", "0", "1001", "99999999999999999999",
                "2020", "ge2020-01", "gt2020-13", "ne2020", "eb2021-01-01T00:00Z", "2020-02-30", "le2020-01-01T10:00",
                "sa", "http://loinc.org|", "|8302-2", "http://loinc.org|8302-2", "a|b|c", "|", ",", "a,,b",
                "Patient/1", "Patient/", "Group/1", "http://x/fhir/Patient/1", "Patient:patient", "Observation:patient",
                "Observation:patient:Patient", "*", "count", "true", "data", "text", "-date", "date,_lastUpdated",
                "-_lastUpdated", "a1", "b-5", "a99999999999999999999", "\u0000", "\uD83D\uDE00", "<script>", "'",
                "%", "x".repeat(3000), "laboratory", "json", "xml", "application/fhir+xml");

        private final Random random;

        OddQueries(Random random) {
            this.random = random;
        }

        /** A path under the FHIR base: a search, a read, a vread or a patient's $everything. */
        String next(ServedSearch search) {
            return switch (random.nextInt(6)) {
                case 0 -> "/" + search.type() + "/" + encoded(pick(VALUES));
                case 1 -> "/" + search.type() + "/" + encoded(pick(VALUES)) + "/_history/" + encoded(pick(VALUES));
                case 2 -> "/Patient/" + encoded(pick(VALUES)) + "/$everything" + query(search);
                default -> "/" + search.type() + query(search);
            };
        }

        private String query(ServedSearch search) {
            StringBuilder query = new StringBuilder("?");
            int parameters = random.nextInt(4);
            for (int i = 0; i < parameters; i++) {
                String name = random.nextInt(4) == 0 ? pick(RESULT_PARAMETERS)
                        : search.parameters().isEmpty() || random.nextInt(10) == 0 ? "fuzz" : pick(search.parameters());
                query.append(i == 0 ? "" : "&").append(encoded(name + pick(MODIFIERS))).append('=').append(encoded(pick(VALUES)));
            }
            return query.length() == 1 ? "" : query.toString();
        }

        /**
         * Percent-encoded, but sometimes with a raw {@code ,} as clients send it (Java's URI refuses
         * a raw {@code |}, which {@code FhirSearchPagingTest} sends over a socket of its own).
         */
        private String encoded(String text) {
            String encoded = URLEncoder.encode(text, StandardCharsets.UTF_8);
            return random.nextBoolean() ? encoded : encoded.replace("%2C", ",");
        }

        int index(int size) {
            return random.nextInt(size);
        }

        <T> T pick(List<T> choices) {
            return choices.get(random.nextInt(choices.size()));
        }
    }
}
