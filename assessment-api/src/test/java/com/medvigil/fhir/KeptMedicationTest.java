package com.medvigil.fhir;

import static com.medvigil.fhir.FhirJson.collection;
import static com.medvigil.fhir.FhirJson.medicationRequest;
import static com.medvigil.fhir.FhirJson.patient;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.assessment.StoredClinicalData;
import com.medvigil.assessment.fhirinput.MedicationUse;
import com.medvigil.assessment.fhirinput.Sourced;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.SharedFixtures;
import com.medvigil.testing.TestTenant;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.restassured.response.Response;

/**
 * A statement or request that names its medicine through a Medication resource (as Synthea's
 * MedicationRequests do) is read at assessment time: the Medication's code is kept at
 * {@code $submit}, for references from the same bundle and from later ones.
 */
@ApiTest
class KeptMedicationTest {

    @LocalServerPort
    int port;
    @Autowired
    FhirTestSupport fhir;
    @Autowired
    StoredClinicalData storedData;

    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    Response submit(ObjectNode bundle) {
        return api.asFhirClient(tenant).contentType("application/fhir+json").body(bundle.toString()).post("/v1/fhir/$submit");
    }

    List<Sourced<MedicationUse>> medicationsOf(String fhirId) {
        return fhir.inside(tenant, () -> storedData.medicationsOf(fhirId));
    }

    static ObjectNode medication(String id, String rxNorm, String display) {
        ObjectNode medication = FhirJson.JSON.createObjectNode().put("resourceType", "Medication").put("id", id);
        medication.set("code", FhirJson.concept(FhirJson.RXNORM, rxNorm, display));
        return medication;
    }

    static ObjectNode prescribing(String id, String medicationReference) {
        ObjectNode request = medicationRequest(id, "Patient/p1", "active");
        request.remove("medicationCodeableConcept");
        request.set("medicationReference", FhirJson.reference(medicationReference));
        return request;
    }

    @Test
    void aMedicationSentEarlierNamesTheMedicineOfALaterRequest() {
        submit(collection(patient("p1"), medication("med-1", "855332", "Warfarin Sodium 5 MG Oral Tablet")))
                .then().body("summary.ignored", equalTo(1))
                .body("outcome.issue.find { it.code == 'not-supported' }.diagnostics", containsString("keeps only the code"));

        submit(collection(prescribing("mr-1", "Medication/med-1"))).then().body("summary.warnings", equalTo(0));

        assertThat(medicationsOf("p1")).singleElement().satisfies(sourced -> {
            assertThat(sourced.reference()).isEqualTo("MedicationRequest/mr-1");
            assertThat(sourced.input().name()).isEqualTo("Warfarin Sodium 5 MG Oral Tablet");
            assertThat(sourced.input().rxNormCode()).isEqualTo("855332");
            assertThat(sourced.input().recognized()).isTrue();
        });
    }

    @Test
    void aResentMedicationChangesTheMedicineItsRequestsName() {
        submit(collection(patient("p1"), medication("med-1", "855332", "Warfarin Sodium 5 MG Oral Tablet"),
                prescribing("mr-1", "Medication/med-1")));
        submit(collection(medication("med-1", "316049", "Hydrochlorothiazide 25 MG")));

        assertThat(medicationsOf("p1")).singleElement()
                .satisfies(sourced -> assertThat(sourced.input().rxNormCode()).isEqualTo("316049"));
    }

    @Test
    void aReferenceToAMedicationNobodySentIsStoredWithAWarningAndIsNoInput() {
        submit(collection(patient("p1"), prescribing("mr-1", "Medication/never-sent"))).then()
                .body("summary.medicationRequests", equalTo(1))
                .body("summary.warnings", equalTo(1))
                .body("outcome.issue.find { it.severity == 'warning' }.expression[0]",
                        equalTo("Bundle.entry[1].resource.medicationReference"))
                .body("outcome.issue.find { it.severity == 'warning' }.diagnostics", containsString("no name or code"));

        assertThat(medicationsOf("p1")).isEmpty();
    }

    @Test
    void syntheaRequestsNameTheirMedicineThroughTheBundlesMedicationEntries() throws IOException {
        Path file = SharedFixtures.synthea("synthea-3.3.0-generated-r4")
                .resolve("Jacque955_Jin479_Marks830_abc59f62-dc5a-5095-1141-80b4ee8be73b.json");
        ObjectNode bundle = (ObjectNode) FhirJson.JSON.readTree(file.toFile());
        // Synthea stopped this prescription; taken as current here, so that it is an input.
        String requestId = "d4462daf-326e-ed4a-e8ae-2baf3fd56a22";
        for (JsonNode entry : bundle.get("entry")) {
            if (requestId.equals(entry.path("resource").path("id").asText())) {
                ((ObjectNode) entry.get("resource")).put("status", "active");
            }
        }

        submit(bundle).then().statusCode(200).body("summary.errors", equalTo(0));

        assertThat(medicationsOf("abc59f62-dc5a-5095-1141-80b4ee8be73b"))
                .filteredOn(sourced -> sourced.reference().equals("MedicationRequest/" + requestId))
                .singleElement()
                .satisfies(sourced -> assertThat(sourced.input().name()).isEqualTo("Mirena 52 MG Intrauterine System"));
    }
}
