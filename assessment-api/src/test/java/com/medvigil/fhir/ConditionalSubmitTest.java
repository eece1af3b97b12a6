package com.medvigil.fhir;

import static com.medvigil.fhir.FhirJson.bundle;
import static com.medvigil.fhir.FhirJson.collection;
import static com.medvigil.fhir.FhirJson.entry;
import static com.medvigil.fhir.FhirJson.observation;
import static com.medvigil.fhir.FhirJson.patient;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.hl7.fhir.r4.model.Bundle;
import org.hl7.fhir.r4.model.Observation;
import org.hl7.fhir.r4.model.Patient;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.SharedFixtures;
import com.medvigil.testing.TestTenant;

import ca.uhn.fhir.rest.client.api.IGenericClient;
import ca.uhn.fhir.rest.server.exceptions.ResourceNotFoundException;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;

/**
 * Conditional writes in $submit: {@code request.ifNoneExist} creates a resource only when its
 * search matches nothing (in the tenant's store or earlier in the bundle), and
 * {@code request.ifMatch} replaces one only while it still has the version the client read.
 */
@ApiTest
class ConditionalSubmitTest {

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

    private ValidatableResponse submit(ObjectNode bundle) {
        return api.asFhirClient(tenant).contentType("application/fhir+json").body(bundle.toString())
                .post("/v1/fhir/$submit").then().statusCode(200);
    }

    private static ObjectNode conditional(ObjectNode resource, String member, String value) {
        ObjectNode entry = entry(resource);
        entry.putObject("request").put("method", "POST").put("url", resource.get("resourceType").asText())
                .put(member, value);
        return entry;
    }

    /** The outcome's issue {@code n} (0 is the summing-up one): its severity, code, element, and part of its text. */
    private static ValidatableResponse withIssue(ValidatableResponse response, int n, String severity, String code,
                                                 String expression, String diagnostics) {
        String issue = "outcome.issue[" + n + "].";
        return response.body(issue + "severity", equalTo(severity)).body(issue + "code", equalTo(code))
                .body(issue + "expression[0]", equalTo(expression)).body(issue + "diagnostics", containsString(diagnostics));
    }

    private String versionOf(String id) {
        return client.read().resource(Patient.class).withId(id).execute().getMeta().getVersionId();
    }

    @Test
    void ifNoneExistMatchingAStoredPatientWritesNothingAndSaysWhichOneExists() {
        submit(collection(patient("p1", "MRN-1", "Doe", "Jane", "female", "1970-04-02")));

        withIssue(submit(bundle("batch", conditional(patient("p-new", "MRN-1", "Doe", "Janet", "female", "1970-04-02"),
                "ifNoneExist", "identifier=urn:mrn|MRN-1")))
                .body("summary.patients", equalTo(0))
                .body("summary.unchanged", equalTo(1))
                .body("summary.errors", equalTo(0)),
                1, "information", "duplicate", "Bundle.entry[0].request.ifNoneExist", "matches Patient/p1, which exists");

        assertThat(versionOf("p1")).isEqualTo("1");
        api.asFhirClient(tenant).get("/v1/fhir/Patient/p-new").then().statusCode(404);
    }

    @Test
    void ifNoneExistMatchingNothingCreatesTheResource() {
        submit(bundle("batch", conditional(patient("p2", "MRN-2", "Doe", "Jane", "female", "1970-04-02"),
                "ifNoneExist", "identifier=urn:mrn%7CMRN-2")))
                .body("summary.patients", equalTo(1))
                .body("summary.unchanged", equalTo(0));

        assertThat(versionOf("p2")).isEqualTo("1");
    }

    @Test
    void ifNoneExistSeesTheEntriesBeforeItInTheSameBundle() {
        submit(bundle("batch", entry(patient("p3", "MRN-3", "Doe", "Jane", "female", "1970-04-02")),
                conditional(patient("p3-copy", "MRN-3", "Doe", "Jane", "female", "1970-04-02"), "ifNoneExist",
                        "identifier=MRN-3"),
                conditional(observation("o3", "Patient/p3", "laboratory", "2160-0"), "ifNoneExist",
                        "patient=Patient/p3&code=http://loinc.org|2160-0"),
                conditional(observation("o3-again", "Patient/p3", "laboratory", "2160-0"), "ifNoneExist",
                        "patient=p3&code=2160-0")))
                .body("summary.patients", equalTo(1))
                .body("summary.observations", equalTo(1))
                .body("summary.unchanged", equalTo(2))
                .body("outcome.issue.diagnostics", hasItem(containsString("matches Patient/p3, which exists")))
                .body("outcome.issue.diagnostics", hasItem(containsString("matches Observation/o3, which exists")));

        api.asFhirClient(tenant).get("/v1/fhir/Patient/p3-copy").then().statusCode(404);
        api.asFhirClient(tenant).get("/v1/fhir/Observation/o3-again").then().statusCode(404);
    }

    /** As in a FHIR transaction: the entry's fullUrl then stands for the resource that exists. */
    @Test
    void laterReferencesToAnEntryThatFoundItsResourceNameTheResourceThatExists() {
        submit(collection(patient("p12", "MRN-12", "Doe", "Jane", "female", "1970-04-02")));
        String fullUrl = "urn:uuid:0b6c2a38-8f0e-4d6a-9d6e-3f6f2f7a1c12";
        ObjectNode conditionalPatient = conditional(patient("p12-sent", "MRN-12", "Doe", "Jane", "female", "1970-04-02"),
                "ifNoneExist", "identifier=urn:mrn|MRN-12").put("fullUrl", fullUrl);

        submit(bundle("transaction", conditionalPatient, entry(observation("o12", fullUrl, "laboratory", "2160-0"))))
                .body("summary.unchanged", equalTo(1))
                .body("summary.observations", equalTo(1))
                .body("summary.warnings", equalTo(0));

        assertThat(client.read().resource(Observation.class).withId("o12").execute().getSubject().getReference())
                .isEqualTo("Patient/p12");
        api.asFhirClient(tenant).get("/v1/fhir/Patient/p12-sent").then().statusCode(404);
    }

    @Test
    void ifNoneExistMatchingSeveralResourcesRefusesTheEntry() {
        submit(collection(patient("p4", "MRN-4", "Doe", "Jane", "female", "1970-04-02"),
                patient("p4-twin", "MRN-4", "Doe", "Jane", "female", "1970-04-02")));

        withIssue(submit(bundle("batch", conditional(patient("p4-third", "MRN-4", "Doe", "Jane", "female", "1970-04-02"),
                "ifNoneExist", "identifier=urn:mrn|MRN-4")))
                .body("summary.patients", equalTo(0))
                .body("summary.errors", equalTo(1)),
                1, "error", "multiple-matches", "Bundle.entry[0].request.ifNoneExist", "matches 2 Patient resources");
    }

    @Test
    void ifNoneExistWithAParameterTheTypeCannotSearchIsRefusedNamingIt() {
        submit(collection(patient("p5")));

        submit(bundle("batch",
                conditional(observation("o5", "Patient/p5", "laboratory", "2160-0"), "ifNoneExist", "identifier=abc"),
                conditional(observation("o6", "Patient/p5", "laboratory", "2160-0"), "ifNoneExist", "code:text=creatinine"),
                conditional(observation("o7", "Patient/p5", "laboratory", "2160-0"), "ifNoneExist", "code")))
                .body("summary.observations", equalTo(0))
                .body("summary.errors", equalTo(3))
                .body("outcome.issue[1].code", equalTo("not-supported"))
                .body("outcome.issue[1].diagnostics", containsString("ifNoneExist parameter 'identifier' is not supported"
                        + " for Observation; supported: _id, _lastUpdated, category, code, date, patient, subject"))
                .body("outcome.issue[2].expression[0]", equalTo("Bundle.entry[1].request.ifNoneExist"))
                .body("outcome.issue[2].diagnostics", containsString("does not support the modifier :text"))
                .body("outcome.issue[3].diagnostics", containsString("is not a search query"));
    }

    @Test
    void ifNoneExistWithABrokenPercentEncodingIsRefusedNotAFailure() {
        submit(bundle("batch",
                conditional(patient("p8"), "ifNoneExist", "identifier=urn:mrn%7"),
                conditional(patient("p9"), "ifNoneExist", "identifier%=urn:mrn|9")))
                .body("summary.patients", equalTo(0))
                .body("summary.errors", equalTo(2))
                .body("outcome.issue[1].expression[0]", equalTo("Bundle.entry[0].request.ifNoneExist"))
                .body("outcome.issue[1].diagnostics", containsString("a '%' must start a percent-encoded byte"))
                .body("outcome.issue[2].diagnostics", containsString("a '%' must start a percent-encoded byte"));
    }

    /** On PostgreSQL, which cannot take a NUL as a query parameter, such a bundle failed whole with a 500. */
    @Test
    void ifNoneExistHoldingAControlCharacterIsRefusedNotAFailure() {
        submit(bundle("batch",
                conditional(patient("p10"), "ifNoneExist", "identifier=urn:mrn|a%00b"),
                conditional(patient("p11"), "ifNoneExist", "identifier=urn:mrn|11")))
                .body("summary.patients", equalTo(1))
                .body("summary.errors", equalTo(1))
                .body("outcome.issue[1].expression[0]", equalTo("Bundle.entry[0].request.ifNoneExist"))
                .body("outcome.issue[1].diagnostics", containsString("holds the control character U+0000"));
    }

    /** Synthea's own batches carry ifNoneExist; here every entry of a patient's record does. */
    @Test
    void aSyntheaRecordPushedTwiceWithIfNoneExistOnEveryEntryCreatesNothingTheSecondTime() throws IOException {
        Path file;
        try (var listing = Files.list(SharedFixtures.synthea("smart-generated-sample-data-r4"))) {
            file = listing.filter(f -> f.getFileName().toString().matches("[A-Z].*\\.json")).sorted().findFirst().orElseThrow();
        }
        ObjectNode record = (ObjectNode) FhirJson.JSON.readTree(Files.readAllBytes(file));
        String patientId = null;
        int served = 0;
        for (JsonNode entry : record.get("entry")) {
            JsonNode resource = entry.get("resource");
            String type = resource.get("resourceType").asText();
            boolean isPatient = type.equals("Patient");
            if (isPatient) {
                patientId = resource.get("id").asText();
            }
            if (SyntheaFixturesTest.SERVED.contains(type)) {
                served++;
            }
            JsonNode identifier = resource.path("identifier").path(0);
            ((ObjectNode) entry.get("request")).put("ifNoneExist", isPatient
                    ? "identifier=" + identifier.get("system").asText() + "|" + identifier.get("value").asText()
                    : "_id=" + resource.get("id").asText());
        }

        JsonPath first = submit(record).extract().jsonPath();
        JsonPath second = submit(record).extract().jsonPath();

        assertThat(first.getInt("summary.errors")).isZero();
        assertThat(first.getInt("summary.unchanged")).isZero();
        assertThat(second.getInt("summary.unchanged")).isEqualTo(served);
        for (String count : List.of("patients", "medicationRequests", "conditions", "allergies", "observations",
                "encounters", "errors")) {
            assertThat(second.getInt("summary." + count)).as(count).isZero();
        }
        assertThat(versionOf(patientId)).isEqualTo("1");
        Bundle observations = client.search().forResource(Observation.class).where(Observation.SUBJECT.hasId(patientId))
                .returnBundle(Bundle.class).execute();
        assertThat(observations.getEntry()).isNotEmpty()
                .allSatisfy(found -> assertThat(found.getResource().getMeta().getVersionId()).isEqualTo("1"));
    }

    @Test
    void ifMatchOfTheStoredVersionReplacesIt() {
        submit(collection(patient("p8", "MRN-8", "Doe", "Jane", "female", "1970-04-02")));

        submit(bundle("batch", conditional(patient("p8", "MRN-8", "Roe", "Jane", "female", "1970-04-02"), "ifMatch", "W/\"1\"")))
                .body("summary.patients", equalTo(1))
                .body("summary.conflicts", equalTo(0));

        Patient stored = client.read().resource(Patient.class).withId("p8").execute();
        assertThat(stored.getMeta().getVersionId()).isEqualTo("2");
        assertThat(stored.getNameFirstRep().getFamily()).isEqualTo("Roe");
    }

    @Test
    void ifMatchOfAnotherVersionIsAConflictAndWritesNothing() {
        submit(collection(patient("p9", "MRN-9", "Doe", "Jane", "female", "1970-04-02")));
        submit(collection(patient("p9", "MRN-9", "Roe", "Jane", "female", "1970-04-02")));

        ValidatableResponse refused = submit(bundle("batch",
                conditional(patient("p9", "MRN-9", "Poe", "Jane", "female", "1970-04-02"), "ifMatch", "W/\"1\""),
                conditional(patient("p9-never", "MRN-10", "Poe", "Jane", "female", "1970-04-02"), "ifMatch", "W/\"1\""),
                entry(patient("p9-plain"))))
                .body("summary.patients", equalTo(1))
                .body("summary.errors", equalTo(2))
                .body("summary.conflicts", equalTo(2));
        withIssue(refused, 1, "error", "conflict", "Bundle.entry[0].request.ifMatch", "the stored version is 2");
        withIssue(refused, 2, "error", "conflict", "Bundle.entry[1].request.ifMatch", "Patient/p9-never to be stored, and it is not");

        Patient stored = client.read().resource(Patient.class).withId("p9").execute();
        assertThat(stored.getMeta().getVersionId()).isEqualTo("2");
        assertThat(stored.getNameFirstRep().getFamily()).isEqualTo("Roe");
        api.as(tenant).get("/v1/patients?externalId=MRN-10").then().statusCode(200).body("patients.size()", equalTo(0));
        assertThatThrownBy(() -> client.read().resource(Patient.class).withId("p9-never").execute())
                .isInstanceOf(ResourceNotFoundException.class);
    }

    @Test
    void aMalformedIfMatchOrBothConditionsRefuseTheEntry() {
        ObjectNode both = conditional(patient("p11"), "ifMatch", "W/\"1\"");
        ((ObjectNode) both.get("request")).put("ifNoneExist", "_id=p11");

        submit(bundle("batch", conditional(patient("p10"), "ifMatch", "1"), both))
                .body("summary.errors", equalTo(2))
                .body("outcome.issue[1].expression[0]", equalTo("Bundle.entry[0].request.ifMatch"))
                .body("outcome.issue[1].diagnostics", containsString("must be the ETag of a version, such as W/\"3\""))
                .body("outcome.issue[2].diagnostics", containsString("cannot both be given"));
    }
}
