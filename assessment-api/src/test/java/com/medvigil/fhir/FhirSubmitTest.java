package com.medvigil.fhir;

import static com.medvigil.fhir.FhirJson.bundle;
import static com.medvigil.fhir.FhirJson.collection;
import static com.medvigil.fhir.FhirJson.condition;
import static com.medvigil.fhir.FhirJson.encounter;
import static com.medvigil.fhir.FhirJson.entry;
import static com.medvigil.fhir.FhirJson.medicationRequest;
import static com.medvigil.fhir.FhirJson.medicationStatement;
import static com.medvigil.fhir.FhirJson.observation;
import static com.medvigil.fhir.FhirJson.patient;
import static com.medvigil.fhir.FhirJson.allergy;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;

import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.hl7.fhir.r4.model.Bundle;
import org.hl7.fhir.r4.model.Observation;
import org.hl7.fhir.r4.model.Patient;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;
import com.medvigil.web.RequestSizeProperties;

import ca.uhn.fhir.rest.client.api.IGenericClient;
import io.restassured.response.Response;

@ApiTest
class FhirSubmitTest {

    static final String FHIR_JSON = "application/fhir+json";

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
        client = fhir.clientOf(tenant);
    }

    Response submit(Object body) {
        return api.asFhirClient(tenant).contentType(FHIR_JSON).body(body.toString()).post("/v1/fhir/$submit");
    }

    @Test
    void aBundleOfTheSevenTypesIsStoredAndCountedPerType() {
        String patientId = UUID.randomUUID().toString();
        String ref = "Patient/" + patientId;
        ObjectNode body = collection(patient(patientId, "MRN-1", "Doe", "Jane", "female", "1970-04-02"),
                medicationStatement("ms-1", ref, "warfarin 5 mg tablet", "855332", "active"),
                medicationRequest("mr-1", ref, "active"), condition("c-1", ref, "active"), allergy("a-1", ref, "active"),
                observation("o-1", ref, "laboratory", "2160-0"), encounter("e-1", ref, "finished"));

        Response response = submit(body);

        response.then().statusCode(200)
                .contentType(containsString("json"))
                .body("outcome.resourceType", equalTo("OperationOutcome"))
                .body("summary", equalTo(Map.ofEntries(Map.entry("patients", 1), Map.entry("medicationStatements", 1),
                        Map.entry("medicationRequests", 1), Map.entry("conditions", 1), Map.entry("allergies", 1),
                        Map.entry("observations", 1), Map.entry("encounters", 1), Map.entry("errors", 0),
                        Map.entry("warnings", 0), Map.entry("ignored", 0), Map.entry("unchanged", 0),
                        Map.entry("conflicts", 0))));
        assertThat(response.jsonPath().getMap("")).containsOnlyKeys("outcome", "summary");
        assertThat(client.read().resource(Observation.class).withId("o-1").execute().getSubject().getReference())
                .isEqualTo(ref);
    }

    @Test
    void plainApplicationJsonIsAcceptedToo() {
        api.asFhirClient(tenant).contentType("application/json").body(collection(patient("p-json")).toString())
                .post("/v1/fhir/$submit")
                .then().statusCode(200).body("summary.patients", equalTo(1));
    }

    @Test
    void bearerAuthenticationWorksOnFhirToo() {
        api.as(tenant).contentType(FHIR_JSON).body(collection(patient("p-bearer")).toString()).post("/v1/fhir/$submit")
                .then().statusCode(200).body("summary.patients", equalTo(1));
    }

    @Test
    void anotherMediaTypeIs415WithAnOperationOutcome() {
        api.asFhirClient(tenant).contentType("text/plain").body("hello").post("/v1/fhir/$submit")
                .then().statusCode(415)
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].diagnostics", containsString("application/fhir+json"));
    }

    @Test
    void malformedJsonIs400() {
        submit("{\"resourceType\": \"Bundle\", ").then().statusCode(400)
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].severity", equalTo("error"))
                .body("issue[0].diagnostics", containsString("not valid JSON"));
    }

    /** $submit reads the bundle with a strict reader of its own, not through HAPI's parser. */
    @Test
    void contentAfterTheBundleOrAKeyGivenTwiceIs400AndStoresNothing() {
        submit(collection(patient("p-trailing")) + " {}").then().statusCode(400)
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].diagnostics", containsString("goes on after the Bundle"));
        String twice = collection(patient("p-twice")).toString().replace("\"id\":\"p-twice\"", "\"id\":\"p-twice\",\"id\":\"p-other\"");
        assertThat(twice).contains("\"id\":\"p-other\"");
        submit(twice).then().statusCode(400)
                .body("issue[0].diagnostics", containsString("Duplicate field 'id'"));

        api.asFhirClient(tenant).get("/v1/fhir/Patient").then().statusCode(200).body("total", equalTo(0));
    }

    @Test
    void anEmptyBodyIs400() {
        api.asFhirClient(tenant).contentType(FHIR_JSON).post("/v1/fhir/$submit")
                .then().statusCode(400).body("issue[0].diagnostics", containsString("empty"));
    }

    @Test
    void aResourceOtherThanABundleIs400() {
        submit(patient("p1")).then().statusCode(400).body("issue[0].diagnostics", containsString("must be a Bundle"));
    }

    @Test
    void aBundleWithoutTypeIs400() {
        ObjectNode body = collection(patient("p1"));
        body.remove("type");
        submit(body).then().statusCode(400).body("issue[0].diagnostics", containsString("Bundle.type is required"));
    }

    @Test
    void aBundleOfAnotherTypeIs400() {
        submit(bundle("searchset", entry(patient("p1")))).then().statusCode(400)
                .body("issue[0].diagnostics", containsString("'searchset' is not accepted"));
    }

    @Test
    void entryThatIsNotAnArrayIs400() {
        ObjectNode body = collection();
        body.putObject("entry");
        submit(body).then().statusCode(400).body("issue[0].diagnostics", containsString("Bundle.entry must be an array"));
    }

    @Test
    void batchAndTransactionBundlesAreAccepted() {
        submit(bundle("batch", entry(patient("p-batch")))).then().statusCode(200).body("summary.patients", equalTo(1));
        submit(bundle("transaction", entry(patient("p-tx")))).then().statusCode(200).body("summary.patients", equalTo(1));
    }

    @Test
    void aBundleWithoutEntriesStoresNothing() {
        ObjectNode body = collection();
        body.remove("entry");
        submit(body).then().statusCode(200).body("summary.errors", equalTo(0)).body("summary.patients", equalTo(0))
                .body("outcome.issue", hasSize(1));
    }

    @Test
    void anInvalidEntryIsRefusedWithItsExpressionAndTheOthersAreStored() {
        ObjectNode noSubject = observation("o-bad", "Patient/p1", "laboratory", "2160-0");
        noSubject.remove("subject");
        Response response = submit(collection(patient("p1"), noSubject, observation("o-good", "Patient/p1", "vital-signs", "8867-4")));

        response.then().statusCode(200)
                .body("summary.patients", equalTo(1))
                .body("summary.observations", equalTo(1))
                .body("summary.errors", equalTo(1))
                .body("outcome.issue.findAll { it.severity == 'error' }", hasSize(1))
                .body("outcome.issue.find { it.severity == 'error' }.expression", equalTo(List.of("Bundle.entry[1].resource.subject")))
                .body("outcome.issue.find { it.severity == 'error' }.code", equalTo("required"));
        api.asFhirClient(tenant).get("/v1/fhir/Observation/o-bad").then().statusCode(404);
        api.asFhirClient(tenant).get("/v1/fhir/Observation/o-good").then().statusCode(200);
    }

    @Test
    void anObservationWithoutCodeIsRefused() {
        ObjectNode noCode = observation("o1", "Patient/p1", "laboratory", "2160-0");
        noCode.remove("code");
        submit(collection(noCode)).then().statusCode(200).body("summary.errors", equalTo(1))
                .body("outcome.issue.find { it.severity == 'error' }.expression[0]", equalTo("Bundle.entry[0].resource.code"));
    }

    @Test
    void aReferenceWithoutReferenceTextIsRefused() {
        ObjectNode statement = medicationStatement("ms1", "Patient/p1", "warfarin", "855332", "active");
        statement.putObject("subject").put("display", "Jane Doe");
        submit(collection(statement)).then().body("summary.errors", equalTo(1))
                .body("outcome.issue.find { it.severity == 'error' }.expression[0]",
                        equalTo("Bundle.entry[0].resource.subject.reference"));
    }

    @Test
    void anUnparseableDateRefusesTheEntry() {
        submit(collection(patient("p1", "MRN", "Doe", "Jo", "male", "1970-13-45"))).then()
                .body("summary.errors", equalTo(1)).body("summary.patients", equalTo(0))
                .body("outcome.issue.find { it.severity == 'error' }.diagnostics", containsString("1970-13-45"));
    }

    @Test
    void aDateTimeWithoutTimezoneRefusesTheEntry() {
        ObjectNode observation = observation("o1", "Patient/p1", "laboratory", "2160-0");
        observation.put("effectiveDateTime", "2024-03-01T08:00:00");
        submit(collection(observation)).then().body("summary.errors", equalTo(1))
                .body("outcome.issue.find { it.severity == 'error' }.diagnostics", containsString("no timezone"));
    }

    @Test
    void partialFhirDatesAreAccepted() {
        ObjectNode observation = observation("o1", "Patient/p1", "laboratory", "2160-0");
        observation.put("effectiveDateTime", "2024-03");
        submit(collection(patient("p1", "MRN", "Doe", "Jo", "male", "1970"), observation)).then()
                .body("summary.errors", equalTo(0)).body("summary.observations", equalTo(1));
    }

    @Test
    void aNarrativeIsStoredAsSentAndABadOneRefusesItsEntryAlone() {
        String div = "<div xmlns=\"http://www.w3.org/1999/xhtml\">Jo <b>Doe</b>&nbsp;&#8212; &amp; family</div>";
        ObjectNode withNarrative = patient("p1");
        withNarrative.putObject("text").put("status", "generated").put("div", div);
        ObjectNode notWellFormed = patient("p2");
        notWellFormed.putObject("text").put("status", "generated").put("div", "<div xmlns=\"http://www.w3.org/1999/xhtml\">Jo <b>Doe</div>");
        ObjectNode notADiv = patient("p3");
        notADiv.putObject("text").put("status", "generated").put("div", "<p xmlns=\"http://www.w3.org/1999/xhtml\">Jo Doe</p>");
        ObjectNode unknownEntity = patient("p4");
        unknownEntity.putObject("text").put("status", "generated").put("div", "<div xmlns=\"http://www.w3.org/1999/xhtml\">&bogus;</div>");

        List<String> diagnostics = submit(collection(withNarrative, notWellFormed, notADiv, unknownEntity)).then()
                .statusCode(200)
                .body("summary.patients", equalTo(1))
                .body("summary.errors", equalTo(3))
                .body("outcome.issue.findAll { it.severity == 'error' }.expression.flatten()", equalTo(List.of(
                        "Bundle.entry[1].resource.text.div", "Bundle.entry[2].resource.text.div",
                        "Bundle.entry[3].resource.text.div")))
                .extract().path("outcome.issue.findAll { it.severity == 'error' }.diagnostics");
        assertThat(diagnostics).allMatch(message -> message.contains(": the narrative (text.div) is not valid XHTML: "));
        assertThat(diagnostics.get(0)).contains("</b>");
        assertThat(diagnostics.get(1)).contains("'div'");
        assertThat(diagnostics.get(2)).contains("bogus");
        api.asFhirClient(tenant).get("/v1/fhir/Patient/p1").then().statusCode(200).body("text.div", equalTo(div));
        assertThat(client.read().resource(org.hl7.fhir.r4.model.Patient.class).withId("p1").execute().getText()
                .getDivAsString()).contains("Doe");
    }

    @Test
    void anExtensionThatIsNoObjectRefusesItsEntryAloneNamingIt() {
        ObjectNode nullExtension = patient("p2");
        nullExtension.putArray("extension").addNull();
        ObjectNode textExtension = patient("p3", "MRN-3", "Doe", "Jo", "female", "1970-01-01");
        ObjectNode name = (ObjectNode) textExtension.withArray("name").get(0);
        name.putArray("extension").addObject().put("url", "http://example.org/ok").put("valueString", "x");
        name.withArray("extension").add("not an extension");

        submit(collection(patient("p1"), nullExtension, textExtension)).then().statusCode(200)
                .body("summary.patients", equalTo(1))
                .body("summary.errors", equalTo(2))
                .body("outcome.issue.findAll { it.severity == 'error' }.expression.flatten()", equalTo(List.of(
                        "Bundle.entry[1].resource.extension[0]", "Bundle.entry[2].resource.name[0].extension[1]")))
                .body("outcome.issue.find { it.severity == 'error' }.diagnostics",
                        containsString("an extension must be a JSON object"));
    }

    @Test
    void anUnknownElementRefusesTheEntry() {
        ObjectNode patient = patient("p1");
        patient.put("favouriteColour", "blue");
        submit(collection(patient)).then().body("summary.errors", equalTo(1))
                .body("outcome.issue.find { it.severity == 'error' }.diagnostics", containsString("favouriteColour"));
    }

    @Test
    void aBadCodeRefusesTheEntry() {
        submit(collection(patient("p1", "MRN", "Doe", "Jo", "robot", "1970-01-01"))).then().body("summary.errors", equalTo(1))
                .body("outcome.issue.find { it.severity == 'error' }.diagnostics", containsString("robot"));
    }

    @Test
    void anUnknownResourceTypeIsAnErrorAndAKnownOtherTypeIsIgnored() {
        ObjectNode foo = FhirJson.JSON.createObjectNode().put("resourceType", "Foo");
        ObjectNode claim = FhirJson.JSON.createObjectNode().put("resourceType", "Claim").put("id", "c1");
        ObjectNode claim2 = FhirJson.JSON.createObjectNode().put("resourceType", "Claim").put("id", "c2");
        ObjectNode practitioner = FhirJson.JSON.createObjectNode().put("resourceType", "Practitioner").put("id", "pr1");

        submit(collection(foo, claim, claim2, practitioner)).then().statusCode(200)
                .body("summary.errors", equalTo(1))
                .body("summary.ignored", equalTo(3))
                .body("outcome.issue.find { it.severity == 'error' }.expression[0]", equalTo("Bundle.entry[0].resource.resourceType"))
                .body("outcome.issue.findAll { it.severity == 'information' && it.code == 'not-supported' }", hasSize(2))
                .body("outcome.issue.diagnostics", hasItem(containsString("2 Claim entries were ignored")))
                .body("outcome.issue.diagnostics", hasItem(containsString("1 Practitioner entry was ignored")));
    }

    @Test
    void anEntryWithoutResourceIsAnError() {
        ObjectNode empty = FhirJson.JSON.createObjectNode().put("fullUrl", "urn:uuid:" + UUID.randomUUID());
        submit(bundle("collection", empty)).then().body("summary.errors", equalTo(1))
                .body("outcome.issue.find { it.severity == 'error' }.expression[0]", equalTo("Bundle.entry[0].resource"));
    }

    @Test
    void aDeleteEntryIsRefused() {
        ObjectNode delete = entry(patient("p1"));
        delete.putObject("request").put("method", "DELETE").put("url", "Patient/p1");
        submit(bundle("transaction", delete)).then().body("summary.errors", equalTo(1))
                .body("outcome.issue.find { it.severity == 'error' }.diagnostics", containsString("DELETE"));
    }

    @Test
    void anInvalidIdIsRefused() {
        submit(collection(patient("not valid!"))).then().body("summary.errors", equalTo(1))
                .body("outcome.issue.find { it.severity == 'error' }.expression[0]", equalTo("Bundle.entry[0].resource.id"));
    }

    @Test
    void entryIdsComeFromTheResourceThenRequestUrlThenUrnUuidFullUrl() {
        String urnId = UUID.randomUUID().toString();
        ObjectNode byUrl = entry(patient(null));
        byUrl.putObject("request").put("method", "PUT").put("url", "Patient/from-url");
        ObjectNode byUrn = entry("urn:uuid:" + urnId, patient(null));
        ObjectNode none = entry(patient(null));

        submit(bundle("transaction", entry(patient("from-resource")), byUrl, byUrn, none)).then()
                .body("summary.patients", equalTo(4));

        for (String id : List.of("from-resource", "from-url", urnId)) {
            assertThat(client.read().resource(Patient.class).withId(id).execute().getIdElement().getIdPart()).isEqualTo(id);
        }
        assertThat(client.search().forResource(Patient.class).returnBundle(org.hl7.fhir.r4.model.Bundle.class).execute()
                .getTotal()).isEqualTo(4);
    }

    @Test
    void aResourceIdThatContradictsRequestUrlIsRefused() {
        ObjectNode put = entry(patient("a"));
        put.putObject("request").put("method", "PUT").put("url", "Patient/b");
        submit(bundle("transaction", put)).then().body("summary.errors", equalTo(1))
                .body("outcome.issue.find { it.severity == 'error' }.diagnostics", containsString("differs"));
    }

    @Test
    void urnUuidReferencesAreRewrittenToTheEntriesIds() {
        String patientUuid = UUID.randomUUID().toString();
        String encounterUuid = UUID.randomUUID().toString();
        ObjectNode observation = observation("o1", "urn:uuid:" + patientUuid, "laboratory", "2160-0");
        observation.set("encounter", FhirJson.reference("urn:uuid:" + encounterUuid));

        submit(bundle("transaction", entry("urn:uuid:" + patientUuid, patient(null)),
                entry("urn:uuid:" + encounterUuid, encounter("enc-1", "urn:uuid:" + patientUuid, "finished")),
                entry(observation)))
                .then().body("summary.errors", equalTo(0)).body("summary.observations", equalTo(1));

        Observation stored = client.read().resource(Observation.class).withId("o1").execute();
        assertThat(stored.getSubject().getReference()).isEqualTo("Patient/" + patientUuid);
        assertThat(stored.getEncounter().getReference()).isEqualTo("Encounter/enc-1");
    }

    @Test
    void aUrnUuidThatMatchesNoEntryIsRefused() {
        submit(collection(observation("o1", "urn:uuid:" + UUID.randomUUID(), "laboratory", "2160-0"))).then()
                .body("summary.errors", equalTo(1))
                .body("outcome.issue.find { it.severity == 'error' }.code", equalTo("not-found"));
    }

    @Test
    void anAbsolutePatientUrlIsResolvedToThePatientId() {
        submit(collection(patient("p-abs"), observation("o1", "https://ehr.example.org/fhir/Patient/p-abs", "laboratory", "1")))
                .then().body("summary.errors", equalTo(0));

        assertThat(client.read().resource(Observation.class).withId("o1").execute().getSubject().getReference())
                .isEqualTo("Patient/p-abs");
    }

    @Test
    void aConditionalPatientReferenceResolvesToTheStoredPatient() {
        submit(collection(patient("p-mrn", "MRN-77", "Doe", "Jo", "male", "1980-01-01"))).then().statusCode(200);

        submit(collection(observation("o1", "Patient?identifier=urn:mrn|MRN-77", "laboratory", "1"),
                observation("o2", "Patient?identifier=MRN-77", "laboratory", "1")))
                .then().body("summary.errors", equalTo(0)).body("summary.warnings", equalTo(0));

        assertThat(client.read().resource(Observation.class).withId("o1").execute().getSubject().getReference())
                .isEqualTo("Patient/p-mrn");
        assertThat(client.read().resource(Observation.class).withId("o2").execute().getSubject().getReference())
                .isEqualTo("Patient/p-mrn");
    }

    @Test
    void aConditionalPatientReferenceResolvesToAPatientInTheSameBundle() {
        submit(collection(observation("o1", "Patient?identifier=urn:mrn|MRN-88", "laboratory", "1"),
                patient("p-88", "MRN-88", "Doe", "Jo", "male", "1980-01-01")))
                .then().body("summary.errors", equalTo(0)).body("summary.warnings", equalTo(0));
    }

    @Test
    void aConditionalReferenceMatchingNoPatientIsRefused() {
        submit(collection(observation("o1", "Patient?identifier=urn:mrn|nobody", "laboratory", "1"))).then()
                .body("summary.errors", equalTo(1))
                .body("outcome.issue.find { it.severity == 'error' }.expression[0]",
                        equalTo("Bundle.entry[0].resource.subject.reference"));
    }

    @Test
    void aSubjectThatIsNotAPatientIsRefused() {
        submit(collection(observation("o1", "Group/g1", "laboratory", "1"))).then()
                .body("summary.errors", equalTo(1))
                .body("outcome.issue.find { it.severity == 'error' }.diagnostics", containsString("does not reference a Patient"));
    }

    @Test
    void aMalformedReferenceIsRefused() {
        ObjectNode observation = observation("o1", "Patient/p1", "laboratory", "1");
        observation.set("encounter", FhirJson.reference("not a reference"));
        submit(collection(patient("p1"), observation)).then().body("summary.errors", equalTo(1))
                .body("outcome.issue.find { it.severity == 'error' }.diagnostics", containsString("not a valid reference"));
    }

    @Test
    void theSameIdTwiceInABundleIsAWarningAndTheLastCopyIsKept() {
        ObjectNode first = condition("c1", "Patient/p1", "active");
        ObjectNode second = condition("c1", "Patient/p1", "resolved");

        submit(collection(patient("p1"), first, second)).then()
                .body("summary.conditions", equalTo(2))
                .body("summary.warnings", equalTo(1))
                .body("outcome.issue.find { it.code == 'duplicate' }.expression[0]", equalTo("Bundle.entry[2].resource.id"));

        assertThat(client.read().resource(org.hl7.fhir.r4.model.Condition.class).withId("c1").execute()
                .getClinicalStatus().getCodingFirstRep().getCode()).isEqualTo("resolved");
    }

    @Test
    void submittingAResourceAgainReplacesItAsTheNextVersion() {
        submit(collection(patient("p1"), condition("c1", "Patient/p1", "active"))).then().statusCode(200);
        submit(collection(condition("c1", "Patient/p1", "resolved"))).then().statusCode(200);

        org.hl7.fhir.r4.model.Condition stored = client.read().resource(org.hl7.fhir.r4.model.Condition.class)
                .withId("c1").execute();
        assertThat(stored.getMeta().getVersionId()).isEqualTo("2");
        assertThat(stored.getMeta().getLastUpdated()).isNotNull();
        assertThat(stored.getClinicalStatus().getCodingFirstRep().getCode()).isEqualTo("resolved");
        // The replaced version's search values went with it.
        assertThat(client.search().byUrl("Condition?patient=p1&clinical-status=active")
                .returnBundle(org.hl7.fhir.r4.model.Bundle.class).execute().getTotal()).isZero();
        assertThat(client.search().byUrl("Condition?patient=p1&clinical-status=resolved")
                .returnBundle(org.hl7.fhir.r4.model.Bundle.class).execute().getEntry())
                .extracting(entry -> entry.getResource().getIdElement().getIdPart()).containsExactly("c1");
    }

    @Test
    void theSpecsBareDoseQuantityIsMovedWhereR4KeepsIt() {
        ObjectNode statement = medicationStatement("ms1", "Patient/p1", "warfarin", "855332", "active");
        ObjectNode dosage = (ObjectNode) statement.get("dosage").get(0);
        dosage.remove("doseAndRate");
        dosage.putObject("doseQuantity").put("value", 2.5).put("unit", "mg");

        submit(collection(patient("p1"), statement)).then().body("summary.errors", equalTo(0));

        assertThat(client.read().resource(org.hl7.fhir.r4.model.MedicationStatement.class).withId("ms1").execute()
                .getDosageFirstRep().getDoseAndRateFirstRep().getDoseQuantity().getValue()).isEqualByComparingTo("2.5");
    }

    @Test
    void decimalsAreStoredExactlyAsSent() {
        submit(collection(patient("p1"), observation("o1", "Patient/p1", "laboratory", "2160-0"))).then().statusCode(200);

        api.asFhirClient(tenant).get("/v1/fhir/Observation/o1").then().statusCode(200)
                .body(containsString("\"value\":1.5"));
    }

    /**
     * The stored document is the submitted JSON: the server's id and meta with the client's own
     * tags, references resolved, and members FHIR JSON does not allow empty left out (an empty
     * string never gets there: HAPI's strict parse refuses the entry).
     */
    @Test
    void theStoredDocumentIsTheSubmittedJsonWithTheServersMetaAndNoEmptyMembers() throws Exception {
        ObjectNode observation = observation("o1", "Patient/p1", "laboratory", "2160-0");
        observation.putObject("meta").put("versionId", "41").putArray("tag").addObject()
                .put("system", "urn:ehr:tags").put("code", "from-lab");
        observation.putArray("note");
        observation.putObject("valueQuantity");

        submit(collection(patient("p1"), observation)).then().body("summary.errors", equalTo(0));

        com.fasterxml.jackson.databind.JsonNode stored = FhirJson.JSON.readTree(
                api.asFhirClient(tenant).get("/v1/fhir/Observation/o1").then().statusCode(200).extract().asString());
        assertThat(stored.path("meta").path("versionId").asText()).isEqualTo("1");
        assertThat(stored.path("meta").path("tag").path(0).path("code").asText()).isEqualTo("from-lab");
        assertThat(stored.has("note")).isFalse();
        assertThat(stored.has("valueQuantity")).isFalse();
        assertThat(stored.path("subject").path("reference").asText()).isEqualTo("Patient/p1");
    }

    @Test
    void profileValidationIsOptInAndRefusesWhatTheBaseProfileForbids() {
        ObjectNode noStatus = observation("o-nostatus", "Patient/p1", "laboratory", "2160-0");
        noStatus.remove("status");

        submit(collection(patient("p1"), noStatus)).then().body("summary.errors", equalTo(0));
        api.asFhirClient(tenant).contentType(FHIR_JSON).body(collection(patient("p1"), noStatus).toString())
                .post("/v1/fhir/$submit?_validate=profile")
                .then().statusCode(200)
                .body("summary.errors", equalTo(1))
                .body("summary.patients", equalTo(1))
                .body("outcome.issue.find { it.severity == 'error' }.diagnostics", containsString("profile validation"));
    }

    @Test
    void anUnknownValidationModeIs400() {
        api.asFhirClient(tenant).contentType(FHIR_JSON).body(collection(patient("p1")).toString())
                .post("/v1/fhir/$submit?_validate=everything")
                .then().statusCode(400).body("issue[0].diagnostics", containsString("_validate"));
    }

    @Test
    void aChunkedBundleOverTheSizeLimitIs413() throws Exception {
        String oneMegabytePatient = "{\"resource\":{\"resourceType\":\"Patient\",\"text\":{\"status\":\"generated\","
                + "\"div\":\"" + "x".repeat(1024 * 1024) + "\"}}}";
        byte[] huge = ("{\"resourceType\":\"Bundle\",\"type\":\"collection\",\"entry\":["
                + String.join(",", Collections.nCopies(26, oneMegabytePatient)) + "]}")
                .getBytes(StandardCharsets.UTF_8);
        // An input stream of unknown length makes the client send the body chunked, without Content-Length.
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/v1/fhir/$submit"))
                .header("Content-Type", FHIR_JSON).header("X-API-Key", tenant.apiKey())
                .header("X-Tenant-Code", tenant.code())
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(huge))).build();

        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());

        assertThat(response.statusCode()).isEqualTo(413);
        assertThat(response.body()).contains("OperationOutcome").contains("larger than the limit");
    }

    @Test
    void aBundleWithMoreEntriesThanTheMaximumIs413NamingBothAndStoresNothing() {
        int maximum = RequestSizeProperties.DEFAULT_FHIR_BUNDLE_MAX_ENTRIES;
        String patientId = "over-" + UUID.randomUUID();
        ObjectNode[] observations = new ObjectNode[maximum + 1];
        for (int i = 0; i < observations.length; i++) {
            observations[i] = observation("over-" + i, "Patient/" + patientId, "vital-signs", "8867-4");
        }

        Response response = submit(collection(observations));

        response.then().statusCode(413)
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].severity", equalTo("error"))
                .body("issue[0].code", equalTo("too-long"))
                .body("issue[0].diagnostics", containsString("has " + (maximum + 1) + " entries"))
                .body("issue[0].diagnostics", containsString("at most " + maximum + " entries"));
        assertThat(client.search().byUrl("Observation?patient=Patient/" + patientId).returnBundle(Bundle.class).execute()
                .getTotal()).isZero();
        api.asFhirClient(tenant).get("/v1/fhir/Patient/" + patientId).then().statusCode(404);
    }

    @Test
    void withoutCredentialsSubmitIs401WithAnOperationOutcome() {
        api.anonymous().contentType(FHIR_JSON).body(collection(patient("p1")).toString()).post("/v1/fhir/$submit")
                .then().statusCode(401).body("resourceType", equalTo("OperationOutcome"));
    }
}
