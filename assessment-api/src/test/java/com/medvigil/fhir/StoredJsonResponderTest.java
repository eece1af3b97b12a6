package com.medvigil.fhir;

import static com.medvigil.fhir.FhirJson.allergy;
import static com.medvigil.fhir.FhirJson.collection;
import static com.medvigil.fhir.FhirJson.condition;
import static com.medvigil.fhir.FhirJson.medicationStatement;
import static com.medvigil.fhir.FhirJson.observation;
import static com.medvigil.fhir.FhirJson.patient;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import java.util.List;

import org.hl7.fhir.r4.model.Bundle;
import org.hl7.fhir.r4.model.Patient;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import ca.uhn.fhir.context.FhirContext;
import io.restassured.response.Response;

/**
 * Plain JSON reads and searches are answered from the stored JSON without HAPI's parse and
 * encode round trip; the answer must be the one HAPI would give. {@code _pretty=false} changes
 * nothing in the output but sends a request down HAPI's own path, so the two can be compared.
 */
@ApiTest
class StoredJsonResponderTest {

    private static final FhirContext FHIR = FhirContext.forR4Cached();

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void storeRecords() {
        api = new Api(port);
        tenant = api.registerTenant();
        api.asFhirClient(tenant).contentType("application/fhir+json").body(collection(
                patient("p1", "MRN-1", "Doe", "Jane", "female", "1970-04-02"),
                medicationStatement("ms-1", "Patient/p1", "warfarin", "855332", "active"),
                medicationStatement("ms-2", "Patient/p1", "simvastatin", "198211", "stopped"),
                condition("c-1", "Patient/p1", "active"),
                allergy("a-1", "Patient/p1", "active"),
                observation("o-1", "Patient/p1", "laboratory", "2160-0"),
                observation("o-2", "Patient/p1", "vital-signs", "8867-4")).toString())
                .post("/v1/fhir/$submit").then().statusCode(200).body("summary.errors", equalTo(0));
    }

    private Response get(String path) {
        return api.asFhirClient(tenant).get(path);
    }

    private static String viaHapi(String path) {
        return path + (path.contains("?") ? "&" : "?") + "_pretty=false";
    }

    /**
     * The same JSON: every member and value, compared as JSON trees because the stored document
     * keeps the submitter's member order while HAPI writes its own (FHIR JSON gives order no meaning).
     */
    @Test
    void aReadAnswersWhatHapiWouldWithTheSameHeaders() throws Exception {
        Response fast = get("/v1/fhir/Patient/p1");
        Response hapi = get(viaHapi("/v1/fhir/Patient/p1"));

        fast.then().statusCode(200).contentType(containsString("application/fhir+json"));
        assertThat(FhirJson.JSON.readTree(fast.asString())).isEqualTo(FhirJson.JSON.readTree(hapi.asString()));
        for (String header : List.of("ETag", "Last-Modified", "X-Powered-By")) {
            assertThat(fast.header(header)).as(header).isEqualTo(hapi.header(header));
        }
        assertThat(fast.header("Content-Location")).endsWith("/v1/fhir/Patient/p1/_history/1");
    }

    @Test
    void searchesAnswerTheSameBundleAsHapi() {
        for (String search : List.of("/v1/fhir/MedicationStatement?patient=Patient/p1",
                "/v1/fhir/MedicationStatement?subject=p1&status=active",
                "/v1/fhir/Observation?patient=p1&category=laboratory",
                "/v1/fhir/Observation?patient=p1&code=http://loinc.org|8867-4",
                "/v1/fhir/Condition?clinical-status=active",
                "/v1/fhir/Patient?identifier=MRN-1",
                "/v1/fhir/AllergyIntolerance?_id=a-1,nope",
                "/v1/fhir/Encounter")) {
            Bundle fast = FHIR.newJsonParser().parseResource(Bundle.class, get(search).then().statusCode(200).extract().asString());
            Bundle hapi = FHIR.newJsonParser().parseResource(Bundle.class, get(viaHapi(search)).asString());

            assertThat(fast.getTotal()).as(search).isEqualTo(hapi.getTotal());
            assertThat(fast.getType()).isEqualTo(Bundle.BundleType.SEARCHSET);
            assertThat(fast.getLink("self").getUrl()).isEqualTo(hapi.getLink("self").getUrl().replace("&_pretty=false", "")
                    .replace("?_pretty=false&", "?").replace("?_pretty=false", ""));
            assertThat(fast.getEntry()).hasSameSizeAs(hapi.getEntry());
            for (int i = 0; i < fast.getEntry().size(); i++) {
                assertThat(fast.getEntry().get(i).getFullUrl()).isEqualTo(hapi.getEntry().get(i).getFullUrl());
                assertThat(fast.getEntry().get(i).getSearch().getMode()).isEqualTo(Bundle.SearchEntryMode.MATCH);
                assertThat(fast.getEntry().get(i).getResource().equalsDeep(hapi.getEntry().get(i).getResource()))
                        .as(search + " entry " + i).isTrue();
            }
        }
    }

    @Test
    void aGzipAcceptingClientGetsGzip() {
        Response response = api.asFhirClient(tenant).header("Accept-Encoding", "gzip").get("/v1/fhir/Patient/p1");

        response.then().statusCode(200).header("Content-Encoding", "gzip");
        assertThat(FHIR.newJsonParser().parseResource(Patient.class, response.asString()).getIdElement().getIdPart())
                .isEqualTo("p1");
    }

    @Test
    void whatItDoesNotCoverGoesThroughHapiUnchanged() {
        api.asFhirClient(tenant).header("Accept", "application/fhir+xml").get("/v1/fhir/Patient/p1")
                .then().statusCode(200).contentType(containsString("xml")).body(containsString("<Patient"));
        get("/v1/fhir/MedicationStatement?patient=p1&_summary=count")
                .then().statusCode(200).body("total", equalTo(2)).body("entry", nullValue());
        get("/v1/fhir/Patient/unknown").then().statusCode(404).body("resourceType", equalTo("OperationOutcome"));
        get("/v1/fhir/Condition?status:not=active").then().statusCode(400).body("resourceType", equalTo("OperationOutcome"));
        get("/v1/fhir/Condition?code=x").then().statusCode(400).body("issue[0].diagnostics", containsString("code"));
    }

    @Test
    void anotherTenantReadsNothingOfItThroughTheFastPathEither() {
        TestTenant other = api.registerTenant();

        api.asFhirClient(other).get("/v1/fhir/Patient/p1").then().statusCode(404);
        api.asFhirClient(other).get("/v1/fhir/MedicationStatement?patient=p1").then().statusCode(200).body("total", equalTo(0));
    }
}
