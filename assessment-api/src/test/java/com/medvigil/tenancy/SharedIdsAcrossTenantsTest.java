package com.medvigil.tenancy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.SharedFixtures;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

/**
 * Two tenants that use the same ids, as two customers sending the same EHR export or the same
 * test data do: every id a client chooses (the patientId of {@code /v1/patients} and of
 * assessments, the FHIR ids of all seven served types, uuid or not) is created, updated, assessed
 * and re-submitted in each tenant in turn. Each tenant must only ever see and change its own copy.
 */
@ApiTest
class SharedIdsAcrossTenantsTest {

    private static final String FHIR_JSON = "application/fhir+json";

    @LocalServerPort
    int port;
    Api api;
    TestTenant c;
    TestTenant d;

    @BeforeEach
    void registerTwoTenants() {
        api = new Api(port);
        c = api.registerTenant();
        d = api.registerTenant();
    }

    @Test
    void theSamePatientIdInTwoTenantsIsTwoProfilesEachUpdatedAndAssessedOnItsOwn() {
        String patientId = UUID.randomUUID().toString();

        upsertPatient(c, patientId, "Carla").then().statusCode(201);
        upsertPatient(d, patientId, "Dora").then().statusCode(201);
        for (int round = 1; round <= 2; round++) {
            upsertPatient(c, patientId, "Carla" + round).then().statusCode(200).body("created", equalTo(false));
            upsertPatient(d, patientId, "Dora" + round).then().statusCode(200).body("created", equalTo(false));
            String assessedInC = assess(c, patientId, "Carla-assessed" + round, "Warfarin");
            String assessedInD = assess(d, patientId, "Dora-assessed" + round, "Metformin");
            assertCompletedWith(c, assessedInC, patientId, "Warfarin");
            assertCompletedWith(d, assessedInD, patientId, "Metformin");
        }

        assertThat(firstNameOf(c, patientId)).isEqualTo("Carla-assessed2");
        assertThat(firstNameOf(d, patientId)).isEqualTo("Dora-assessed2");
        api.as(c).get("/v1/assessments?patientId=" + patientId).then().statusCode(200).body("assessments.size()", equalTo(2));
        api.as(d).get("/v1/assessments?patientId=" + patientId).then().statusCode(200).body("assessments.size()", equalTo(2));
    }

    @Test
    void theSameFhirIdsOfEveryServedTypeInTwoTenantsAreStoredReadAndReplacedPerTenant() {
        String uuidPatient = UUID.randomUUID().toString();
        String plainPatient = "shared-patient-" + UUID.randomUUID().toString().substring(0, 8);

        for (int version = 1; version <= 2; version++) {
            submit(c, bundle(uuidPatient, plainPatient, "C" + version, "warfarin")).then().statusCode(200)
                    .body("summary.errors", equalTo(0)).body("summary.patients", equalTo(2));
            submit(d, bundle(uuidPatient, plainPatient, "D" + version, "metformin")).then().statusCode(200)
                    .body("summary.errors", equalTo(0)).body("summary.patients", equalTo(2));
        }

        for (TestTenant tenant : List.of(c, d)) {
            String mark = tenant == c ? "C2" : "D2";
            api.asFhirClient(tenant).get("/v1/fhir/Patient/" + uuidPatient).then().statusCode(200)
                    .body("name[0].family", equalTo("Family-" + mark)).body("meta.versionId", equalTo("2"));
            api.asFhirClient(tenant).get("/v1/fhir/Patient/" + plainPatient).then().statusCode(200)
                    .body("name[0].family", equalTo("Plain-" + mark));
            for (String type : List.of("MedicationStatement", "MedicationRequest", "Condition", "AllergyIntolerance",
                    "Observation", "Encounter")) {
                api.asFhirClient(tenant).get("/v1/fhir/" + type + "/shared-" + type.toLowerCase()).then().statusCode(200)
                        .body("meta.versionId", equalTo("2"))
                        .body("meta.tag[0].code", equalTo(mark));
                api.asFhirClient(tenant).get("/v1/fhir/" + type + "?patient=" + uuidPatient).then().statusCode(200)
                        .body("total", equalTo(1));
            }
            api.asFhirClient(tenant).get("/v1/fhir/Patient?identifier=MRN-" + mark).then().statusCode(200)
                    .body("total", equalTo(1));
            api.asFhirClient(tenant).get("/v1/fhir/Patient?identifier=MRN-" + (tenant == c ? "D2" : "C2"))
                    .then().statusCode(200).body("total", equalTo(0));
        }

        // The stored FHIR medication (each tenant its own) feeds each tenant's assessment of the patient.
        assertCompletedWith(c, assess(c, uuidPatient, null, "Aspirin"), uuidPatient, "warfarin");
        assertCompletedWith(d, assess(d, uuidPatient, null, "Aspirin"), uuidPatient, "metformin");
        assertThat(firstNameOf(c, uuidPatient)).isEqualTo("Given-C2");
        assertThat(firstNameOf(d, uuidPatient)).isEqualTo("Given-D2");
    }

    @Test
    void theSameSyntheaBundleSubmittedToTwoTenantsAndAgainIsAcceptedEveryTime() throws IOException {
        Path file;
        try (Stream<Path> files = Files.list(SharedFixtures.synthea("smart-generated-sample-data-r4"))) {
            file = files.filter(path -> path.getFileName().toString().endsWith(".json"))
                    .filter(path -> !path.getFileName().toString().startsWith("hospital"))
                    .filter(path -> !path.getFileName().toString().startsWith("practitioner"))
                    .sorted().findFirst().orElseThrow();
        }
        String bundle = Files.readString(file);

        Map<String, Object> first = null;
        for (TestTenant tenant : List.of(c, d, c, d)) {
            Response response = submit(tenant, bundle);
            response.then().statusCode(200).body("summary.errors", equalTo(0));
            Map<String, Object> summary = response.jsonPath().getMap("summary");
            if (first == null) {
                first = summary;
            }
            assertThat(summary).as("summary in tenant %s", tenant.code()).isEqualTo(first);
        }
        String patientId = api.asFhirClient(c).get("/v1/fhir/Patient").path("entry[0].resource.id");
        for (TestTenant tenant : List.of(c, d)) {
            api.asFhirClient(tenant).get("/v1/fhir/Patient").then().statusCode(200).body("total", equalTo(1));
            api.asFhirClient(tenant).get("/v1/fhir/Patient/" + patientId).then().statusCode(200)
                    .body("meta.versionId", equalTo("2"));
            Response assessed = api.awaitProcessed(tenant, assess(tenant, patientId, null, "Aspirin"));
            assessed.then().body("status", equalTo("COMPLETED"));
        }
    }

    private Response upsertPatient(TestTenant tenant, String patientId, String firstName) {
        return api.as(tenant).contentType(ContentType.JSON)
                .body("{\"patientId\": \"%s\", \"demographics\": {\"firstName\": \"%s\", \"dateOfBirth\": \"1950-01-01\"}}"
                        .formatted(patientId, firstName))
                .post("/v1/patients");
    }

    /** Requests an assessment for the patient, renaming them first when a first name is given. */
    private String assess(TestTenant tenant, String patientId, String firstName, String medication) {
        String demographics = firstName == null ? "" : ", \"demographics\": {\"firstName\": \"%s\"}".formatted(firstName);
        return api.requestAssessment(tenant, """
                {"patient": {"patientId": "%s"%s}, "medications": [{"name": "%s",
                  "dosage": {"amount": 1, "unit": "tablet", "frequency": "once daily"}}]}"""
                .formatted(patientId, demographics, medication));
    }

    private void assertCompletedWith(TestTenant tenant, String assessmentId, String patientId, String medication) {
        Response done = api.awaitProcessed(tenant, assessmentId);
        done.then().body("status", equalTo("COMPLETED")).body("patientId", equalTo(patientId));
        List<String> names = done.jsonPath().getList("medications.name");
        assertThat(names).as("medications assessed in tenant %s", tenant.code())
                .anySatisfy(name -> assertThat(name).containsIgnoringCase(medication));
        List<String> other = List.of("warfarin", "metformin").stream()
                .filter(name -> !name.equalsIgnoreCase(medication)).toList();
        assertThat(names).noneSatisfy(name -> assertThat(other).anySatisfy(o -> assertThat(name).containsIgnoringCase(o)));
    }

    private String firstNameOf(TestTenant tenant, String patientId) {
        List<Map<String, Object>> patients = api.as(tenant).get("/v1/patients?limit=200").jsonPath().getList("patients");
        return patients.stream().filter(p -> patientId.equals(p.get("id"))).findFirst()
                .map(p -> (String) ((Map<?, ?>) p.get("demographics")).get("firstName")).orElseThrow();
    }

    private Response submit(TestTenant tenant, String bundle) {
        return api.asFhirClient(tenant).contentType(FHIR_JSON).body(bundle).post("/v1/fhir/$submit");
    }

    /**
     * One resource of each served type under fixed ids, about the uuid-identified patient, each
     * tagged with {@code mark} so that a read shows whose copy came back.
     */
    private static String bundle(String uuidPatient, String plainPatient, String mark, String medication) {
        String subject = "{\"reference\": \"Patient/" + uuidPatient + "\"}";
        String meta = "{\"tag\": [{\"system\": \"urn:test:tenant\", \"code\": \"" + mark + "\"}]}";
        String code = "{\"coding\": [{\"system\": \"http://loinc.org\", \"code\": \"2160-0\"}], \"text\": \"Creatinine\"}";
        return """
                {"resourceType": "Bundle", "type": "collection", "entry": [
                 {"resource": {"resourceType": "Patient", "id": "%1$s", "meta": %4$s, "gender": "female",
                   "identifier": [{"system": "urn:test:mrn", "value": "MRN-%3$s"}],
                   "birthDate": "1950-01-01", "name": [{"family": "Family-%3$s", "given": ["Given-%3$s"]}]}},
                 {"resource": {"resourceType": "Patient", "id": "%2$s", "meta": %4$s,
                   "name": [{"family": "Plain-%3$s"}]}},
                 {"resource": {"resourceType": "MedicationStatement", "id": "shared-medicationstatement", "meta": %4$s,
                   "status": "active", "subject": %5$s, "medicationCodeableConcept": {"text": "%6$s"}}},
                 {"resource": {"resourceType": "MedicationRequest", "id": "shared-medicationrequest", "meta": %4$s,
                   "status": "active", "intent": "order", "subject": %5$s, "medicationCodeableConcept": {"text": "%6$s"}}},
                 {"resource": {"resourceType": "Condition", "id": "shared-condition", "meta": %4$s, "subject": %5$s,
                   "code": {"text": "Hypertension"}}},
                 {"resource": {"resourceType": "AllergyIntolerance", "id": "shared-allergyintolerance", "meta": %4$s,
                   "patient": %5$s, "code": {"text": "Penicillin"}}},
                 {"resource": {"resourceType": "Observation", "id": "shared-observation", "meta": %4$s,
                   "status": "final", "subject": %5$s, "code": %7$s,
                   "valueQuantity": {"value": 1.1, "unit": "mg/dL"}}},
                 {"resource": {"resourceType": "Encounter", "id": "shared-encounter", "meta": %4$s,
                   "status": "finished", "class": {"code": "AMB"}, "subject": %5$s}}]}"""
                .formatted(uuidPatient, plainPatient, mark, meta, subject, medication, code);
    }
}
