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
 * FHIR strings hold no control character but tab, carriage return and line feed. An entry with
 * one (a NUL in a name, which PostgreSQL cannot even store) is refused on its own, naming the
 * element; the rest of the bundle is stored.
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
