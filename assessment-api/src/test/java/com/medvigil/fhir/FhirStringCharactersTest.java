package com.medvigil.fhir;

import static com.medvigil.fhir.FhirJson.collection;
import static com.medvigil.fhir.FhirJson.medicationStatement;
import static com.medvigil.fhir.FhirJson.patient;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.response.Response;

/**
 * FHIR strings hold no control character but tab, carriage return and line feed, and no half of
 * a surrogate pair. An entry with one (a NUL in a name, which PostgreSQL cannot even store) is
 * refused on its own, naming the element; the rest of the bundle is stored.
 */
@ApiTest
class FhirStringCharactersTest {

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    private Response submit(ObjectNode bundle) {
        return api.asFhirClient(tenant).contentType("application/fhir+json").body(bundle.toString()).post("/v1/fhir/$submit");
    }

    @Test
    void anEntryWithANulInANameIsRefusedNamingTheElementAndTheOthersAreStored() {
        ObjectNode withNul = patient("p-nul", "MRN-1", "Do\u0000e", "Jane", "female", "1970-04-02");
        ObjectNode clean = patient("p-clean", "MRN-2", "Roe", "Ann", "female", "1971-05-03");

        submit(collection(withNul, clean)).then().statusCode(200)
                .body("summary.patients", equalTo(1))
                .body("summary.errors", equalTo(1))
                .body("outcome.issue.find { it.severity == 'error' }.expression", equalTo(List.of("Bundle.entry[0].resource.name[0].family")))
                .body("outcome.issue.find { it.severity == 'error' }.diagnostics", containsString("U+0000"));
        api.asFhirClient(tenant).get("/v1/fhir/Patient/p-nul").then().statusCode(404);
        api.asFhirClient(tenant).get("/v1/fhir/Patient/p-clean").then().statusCode(200);
        api.as(tenant).get("/v1/patients?externalId=MRN-1").then().statusCode(200).body("patients.size()", equalTo(0));
    }

    /** A JSON escape can name half of a surrogate pair, which is no character and cannot be stored as UTF-8. */
    @Test
    void anUnpairedSurrogateIsRefusedNamingTheElementWhileAPairIsStored() {
        ObjectNode lone = patient("p-lone", "MRN-3", "SURROGATE", "Jane", "female", "1970-04-02");
        ObjectNode paired = patient("p-pair", "MRN-4", "PAIR", "Ann", "female", "1971-05-03");
        String body = collection(lone, paired).toString()
                .replace("SURROGATE", "Do\\ud800e").replace("PAIR", "Ro\\ud83d\\ude00e");

        api.asFhirClient(tenant).contentType("application/fhir+json").body(body).post("/v1/fhir/$submit")
                .then().statusCode(200)
                .body("summary.patients", equalTo(1))
                .body("outcome.issue.find { it.severity == 'error' }.expression", equalTo(List.of("Bundle.entry[0].resource.name[0].family")))
                .body("outcome.issue.find { it.severity == 'error' }.diagnostics", equalTo("Entry 0 was not stored:"
                        + " resource.name[0].family holds the unpaired surrogate U+D800 at character 3; FHIR strings are"
                        + " Unicode text, in which a surrogate comes only as one of a pair"));
        api.asFhirClient(tenant).get("/v1/fhir/Patient/p-lone").then().statusCode(404);
        api.asFhirClient(tenant).get("/v1/fhir/Patient/p-pair").then().statusCode(200)
                .body("name[0].family", equalTo("Ro\ud83d\ude00e"));
    }

    @Test
    void everyControlCharacterButTabAndLineBreaksIsRefusedInAnyText() {
        for (char c = 0; c < 0x20; c++) {
            ObjectNode statement = medicationStatement("ms-" + (int) c, "Patient/p-" + (int) c, "warfarin" + c + "5 mg", "855332", "active");
            boolean allowed = c == '\t' || c == '\r' || c == '\n';
            submit(collection(patient("p-" + (int) c), statement)).then().statusCode(200)
                    .body("summary.medicationStatements", equalTo(allowed ? 1 : 0))
                    .body("summary.errors", equalTo(allowed ? 0 : 1));
        }
    }
}
