package com.medvigil.fhir;

import static com.medvigil.fhir.FhirJson.collection;
import static com.medvigil.fhir.FhirJson.medicationRequest;
import static com.medvigil.fhir.FhirJson.patient;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.LocalCommands;
import com.medvigil.testing.TestTenant;

/**
 * Paging as real JavaScript FHIR clients do it: {@code fhir-kit-client} following next links with
 * {@code nextPage}, and SMART's {@code fhirclient} with {@code pageLimit: 0, flat: true}, both by a
 * plain request and by {@code client.patient.request} (which reads /metadata before it sends the
 * token). The packages (pinned in src/test/node/fhir-clients)
 * are installed from the npm registry into target/ by this test. Without node and npm the test is
 * skipped with a notice, except when MEDVIGIL_REQUIRE_FIXTURES=true (CI), where it fails.
 */
@ApiTest
class FhirNodeClientsTest {

    private static final int REQUESTS = 130;

    @LocalServerPort
    int port;
    @Autowired
    FhirTestSupport fhir;

    @Test
    void npmClientsPageEveryMedicationRequestOfAPatientExactlyOnce() throws Exception {
        Path clients = installedClients();
        Api api = new Api(port);
        TestTenant tenant = api.registerTenant();
        fhir.unthrottle(tenant);
        List<ObjectNode> resources = new ArrayList<>();
        resources.add(patient("p1", "MRN-1", "Doe", "Jane", "female", "1970-04-02"));
        resources.add(patient("p2", "MRN-2", "Roe", "Rick", "male", "1961-11-30"));
        IntStream.range(0, REQUESTS).forEach(i -> resources.add(medicationRequest("mr-" + i, "Patient/p1", "active")));
        resources.add(medicationRequest("mr-other", "Patient/p2", "active"));
        api.asFhirClient(tenant).contentType("application/fhir+json").body(collection(resources.toArray(ObjectNode[]::new))
                .toString()).post("/v1/fhir/$submit").then().statusCode(200).body("summary.errors", equalTo(0));

        JsonNode seen = new ObjectMapper().readTree(run(clients, List.of("node", "paging.mjs",
                "http://localhost:" + port + "/v1/fhir", tenant.apiKey(), tenant.code()), 120));

        List<String> expected = IntStream.range(0, REQUESTS).mapToObj(i -> "mr-" + i).toList();
        JsonNode pages = seen.get("fhirKit");
        assertThat(pages).hasSize(4);
        List<String> pagedByKit = new ArrayList<>();
        pages.forEach(page -> {
            assertThat(page.get("total").asInt()).isEqualTo(REQUESTS);
            page.get("ids").forEach(id -> pagedByKit.add(id.asText()));
        });
        assertThat(pagedByKit).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(texts(seen.get("fhirclient").get("flat"))).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(texts(seen.get("fhirclient").get("patientScoped"))).containsExactlyInAnyOrderElementsOf(expected);
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.asText()));
        return texts;
    }

    /** The client packages, installed once into target/ from their pinned versions. */
    private static Path installedClients() throws IOException, InterruptedException {
        LocalCommands.require("FhirNodeClientsTest", "node", "npm");
        Path target = Path.of("target", "node-fhir-clients").toAbsolutePath();
        Files.createDirectories(target);
        Path sources = Path.of("src", "test", "node", "fhir-clients");
        for (String file : List.of("package.json", "paging.mjs")) {
            Files.copy(sources.resolve(file), target.resolve(file), StandardCopyOption.REPLACE_EXISTING);
        }
        if (!Files.isDirectory(target.resolve("node_modules/fhir-kit-client"))
                || !Files.isDirectory(target.resolve("node_modules/fhirclient"))) {
            run(target, List.of("npm", "install", "--no-audit", "--no-fund", "--no-package-lock"), 300);
        }
        return target;
    }

    /** Runs a command in a folder; its output, or a failure with its output. */
    private static String run(Path folder, List<String> command, int seconds) throws IOException, InterruptedException {
        Path output = Files.createTempFile("node-client", ".out");
        Path errors = Files.createTempFile("node-client", ".err");
        Process process = new ProcessBuilder(command).directory(folder.toFile()).redirectOutput(output.toFile())
                .redirectError(errors.toFile()).start();
        boolean finished = process.waitFor(seconds, TimeUnit.SECONDS);
        if (!finished) {
            process.destroyForcibly();
        }
        String out = Files.readString(output, StandardCharsets.UTF_8);
        String err = Files.readString(errors, StandardCharsets.UTF_8);
        assertThat(finished && process.exitValue() == 0).as(String.join(" ", command) + " failed:\n" + out + "\n" + err)
                .isTrue();
        return out;
    }
}
