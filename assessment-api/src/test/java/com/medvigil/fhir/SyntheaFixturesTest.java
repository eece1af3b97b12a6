package com.medvigil.fhir;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.hl7.fhir.r4.model.Bundle;
import org.hl7.fhir.r4.model.MedicationStatement;
import org.hl7.fhir.r4.model.Observation;
import org.hl7.fhir.r4.model.Patient;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.SharedFixtures;
import com.medvigil.testing.TestTenant;

import ca.uhn.fhir.rest.client.api.IGenericClient;
import ca.uhn.fhir.rest.gclient.ReferenceClientParam;
import ca.uhn.fhir.rest.gclient.TokenClientParam;
import io.restassured.path.json.JsonPath;

/**
 * Real EHR-shaped data: both Synthea generations, read in place from {@code ../shared/fixtures},
 * go through $submit with the counts their MANIFEST.tsv promises, then come back through HAPI's
 * generic client.
 */
@ApiTest
class SyntheaFixturesTest {

    static final String SMART_2019 = "smart-generated-sample-data-r4";
    static final String SYNTHEA_3_3 = "synthea-3.3.0-generated-r4";
    static final List<String> SERVED = List.of("Patient", "MedicationStatement", "MedicationRequest", "Condition",
            "AllergyIntolerance", "Observation", "Encounter");
    static final Map<String, String> SUMMARY_KEYS = Map.of("Patient", "patients", "MedicationStatement",
            "medicationStatements", "MedicationRequest", "medicationRequests", "Condition", "conditions",
            "AllergyIntolerance", "allergies", "Observation", "observations", "Encounter", "encounters");

    @LocalServerPort
    int port;
    @Autowired
    FhirTestSupport fhir;

    Api api;
    TestTenant tenant;
    IGenericClient client;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
        fhir.unthrottle(tenant);
        client = fhir.clientOf(tenant);
    }

    /** One MANIFEST.tsv row: a file and its per-type counts. */
    record ManifestRow(String file, Map<String, Integer> counts, int ignored) {
    }

    static List<ManifestRow> manifest(Path folder) throws IOException {
        List<String> lines = Files.readAllLines(folder.resolve("MANIFEST.tsv"));
        List<String> header = List.of(lines.get(0).split("\t"));
        List<ManifestRow> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            if (line.isBlank()) {
                continue;
            }
            String[] cells = line.split("\t", -1);
            Map<String, Integer> counts = new HashMap<>();
            SERVED.forEach(type -> counts.put(type, Integer.parseInt(cells[header.indexOf(type)])));
            rows.add(new ManifestRow(cells[0], counts, Integer.parseInt(cells[header.indexOf("ignored")])));
        }
        return rows;
    }

    JsonPath submitFile(Path file) throws IOException {
        return api.asFhirClient(tenant).contentType("application/fhir+json").body(Files.readAllBytes(file))
                .post("/v1/fhir/$submit").then().statusCode(200).extract().jsonPath();
    }

    @Test
    void theSmartOnFhirSetLoadsWithTheManifestCountsAndReadsBack() throws IOException {
        loadFolderAndCheck(SMART_2019);
    }

    @Test
    void theSynthea33SetWithConditionalReferencesAndBatchesLoadsWithTheManifestCounts() throws IOException {
        loadFolderAndCheck(SYNTHEA_3_3);
    }

    private void loadFolderAndCheck(String folderName) throws IOException {
        Path folder = SharedFixtures.synthea(folderName);
        List<ManifestRow> rows = manifest(folder);
        Map<String, Integer> totals = new HashMap<>();
        int patientsChecked = 0;
        for (ManifestRow row : rows) {
            Path file = folder.resolve(row.file());
            JsonPath result = submitFile(file);
            for (String type : SERVED) {
                assertThat(result.getInt("summary." + SUMMARY_KEYS.get(type))).as(row.file() + " " + type)
                        .isEqualTo(row.counts().get(type));
                totals.merge(type, row.counts().get(type), Integer::sum);
            }
            assertThat(result.getInt("summary.ignored")).as(row.file() + " ignored").isEqualTo(row.ignored());
            assertThat(result.getInt("summary.errors")).as(row.file() + " errors: " + result.getList("outcome.issue"))
                    .isZero();
            assertThat(result.getInt("summary.warnings")).as(row.file() + " warnings").isZero();
            if (row.counts().get("Patient") == 1) {
                checkPatientReadsBack(file, row);
                patientsChecked++;
            }
        }
        assertThat(patientsChecked).isEqualTo(totals.get("Patient"));
        for (String type : List.of("Patient", "Condition", "Encounter")) {
            Bundle all = client.search().byUrl(type).returnBundle(Bundle.class).execute();
            assertThat(all.getTotal()).as("stored " + type).isEqualTo(totals.get(type));
        }
    }

    /** The patient of one file: found by identifier and id, with as many observations as the file had. */
    private void checkPatientReadsBack(Path file, ManifestRow row) throws IOException {
        JsonNode patientJson = patientOf(FhirJson.JSON.readTree(file.toFile()));
        String id = patientJson.get("id").asText();
        JsonNode identifier = patientJson.get("identifier").get(0);

        Patient patient = client.read().resource(Patient.class).withId(id).execute();
        assertThat(patient.getNameFirstRep().getFamily()).isEqualTo(patientJson.get("name").get(0).get("family").asText());
        Bundle byIdentifier = client.search().forResource(Patient.class).where(new TokenClientParam("identifier")
                .exactly().systemAndCode(identifier.get("system").asText(), identifier.get("value").asText()))
                .returnBundle(Bundle.class).execute();
        assertThat(byIdentifier.getTotal()).isEqualTo(1);
        Bundle observations = client.search().forResource(Observation.class)
                .where(new ReferenceClientParam("patient").hasId("Patient/" + id)).returnBundle(Bundle.class).execute();
        assertThat(observations.getTotal()).as(row.file() + " observations").isEqualTo(row.counts().get("Observation"));
    }

    private static JsonNode patientOf(JsonNode bundle) {
        for (JsonNode entry : bundle.get("entry")) {
            if ("Patient".equals(entry.get("resource").get("resourceType").asText())) {
                return entry.get("resource");
            }
        }
        throw new AssertionError("no Patient in the bundle");
    }

    @Test
    void medicationStatementsBuiltFromTheFixturesMedicationRequestsLoadAndBecomeActiveMedications() throws IOException {
        Path folder = SharedFixtures.synthea(SMART_2019);
        List<ManifestRow> rows = manifest(folder).stream().filter(row -> row.counts().get("MedicationRequest") > 0)
                .limit(10).toList();
        for (ManifestRow row : rows) {
            JsonNode source = FhirJson.JSON.readTree(folder.resolve(row.file()).toFile());
            String patientId = patientOf(source).get("id").asText();
            submitFile(folder.resolve(row.file()));
            ObjectNode statements = statementsFromRequests(source, patientId);

            JsonPath result = api.asFhirClient(tenant).contentType("application/fhir+json").body(statements.toString())
                    .post("/v1/fhir/$submit").then().statusCode(200).extract().jsonPath();

            int requests = row.counts().get("MedicationRequest");
            assertThat(result.getInt("summary.medicationStatements")).isEqualTo(requests);
            assertThat(result.getInt("summary.errors")).as(result.getList("outcome.issue").toString()).isZero();
            List<Object> unrecognised = result.getList("outcome.issue.findAll { it.code == 'code-invalid' }");
            assertThat(result.getInt("summary.warnings")).isEqualTo(unrecognised.size());
            Bundle stored = client.search().forResource(MedicationStatement.class)
                    .where(new ReferenceClientParam("patient").hasId(patientId)).returnBundle(Bundle.class).execute();
            assertThat(stored.getTotal()).isEqualTo(requests);
        }
    }

    /** A MedicationStatement per MedicationRequest: same medication, patient, status and dosage. */
    private static ObjectNode statementsFromRequests(JsonNode bundle, String patientId) {
        ObjectNode statements = FhirJson.bundle("collection");
        ArrayNode entries = (ArrayNode) statements.get("entry");
        for (JsonNode entry : bundle.get("entry")) {
            JsonNode request = entry.get("resource");
            if (!"MedicationRequest".equals(request.get("resourceType").asText())) {
                continue;
            }
            ObjectNode statement = FhirJson.JSON.createObjectNode().put("resourceType", "MedicationStatement")
                    .put("id", "ms-" + request.get("id").asText())
                    .put("status", statementStatus(request.get("status").asText()));
            statement.set("medicationCodeableConcept", request.get("medicationCodeableConcept"));
            statement.set("subject", FhirJson.reference("Patient/" + patientId));
            statement.put("effectiveDateTime", request.get("authoredOn").asText());
            if (request.has("dosageInstruction")) {
                statement.set("dosage", request.get("dosageInstruction"));
            }
            entries.add(FhirJson.entry(statement));
        }
        return statements;
    }

    private static String statementStatus(String requestStatus) {
        return switch (requestStatus) {
            case "active" -> "active";
            case "stopped", "cancelled" -> "stopped";
            case "on-hold" -> "on-hold";
            default -> "completed";
        };
    }
}
