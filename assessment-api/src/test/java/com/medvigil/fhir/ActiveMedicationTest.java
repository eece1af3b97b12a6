package com.medvigil.fhir;

import static com.medvigil.fhir.FhirJson.collection;
import static com.medvigil.fhir.FhirJson.medicationStatement;
import static com.medvigil.fhir.FhirJson.patient;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

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
import com.medvigil.testing.TestTenant;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.restassured.response.Response;

/**
 * Stored MedicationStatements are the patient's medications as assessments read them (spec 2.7):
 * a resent statement replaces what it said, a stopped one is no input.
 */
@ApiTest
class ActiveMedicationTest {

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

    List<MedicationUse> activeMedicationsOf(String fhirId) {
        return fhir.inside(tenant, () -> storedData.medicationsOf(fhirId).stream().map(Sourced::input).toList());
    }

    @Test
    void anActiveStatementBecomesAnActiveMedicationWithItsDose() {
        submit(collection(patient("p1"), medicationStatement("ms-1", "Patient/p1", "Warfarin Sodium 5 MG Oral Tablet",
                "855332", "active"))).then().body("summary.warnings", equalTo(0));

        List<MedicationUse> active = activeMedicationsOf("p1");
        assertThat(active).hasSize(1);
        MedicationUse warfarin = active.get(0);
        assertThat(warfarin.name()).isEqualTo("Warfarin Sodium 5 MG Oral Tablet");
        assertThat(warfarin.rxNormCode()).isEqualTo("855332");
        assertThat(warfarin.recognized()).isTrue();
        assertThat(warfarin.doseValue()).isEqualByComparingTo("5");
        assertThat(warfarin.doseUnit()).isEqualTo("mg");
        assertThat(warfarin.frequency()).isEqualTo("once per day");
        assertThat(warfarin.effectiveStart()).isEqualTo("2024-03-01T08:00:00Z");
    }

    @Test
    void aStatementThatStopsRemovesTheActiveMedication() {
        submit(collection(patient("p1"), medicationStatement("ms-1", "Patient/p1", "warfarin", "855332", "active")));
        assertThat(activeMedicationsOf("p1")).hasSize(1);

        submit(collection(medicationStatement("ms-1", "Patient/p1", "warfarin", "855332", "stopped"))).then()
                .body("summary.medicationStatements", equalTo(1));

        assertThat(activeMedicationsOf("p1")).isEmpty();
    }

    @Test
    void resendingAStatementUpdatesItsRowInsteadOfAddingOne() {
        submit(collection(patient("p1"), medicationStatement("ms-1", "Patient/p1", "warfarin", "855332", "active")));
        ObjectNode changed = medicationStatement("ms-1", "Patient/p1", "warfarin", "855332", "active");
        ((ObjectNode) changed.get("dosage").get(0).get("doseAndRate").get(0).get("doseQuantity")).put("value", 7.5);
        submit(collection(changed, medicationStatement("ms-2", "Patient/p1", "aspirin 81 mg", null, "intended")));

        List<MedicationUse> active = activeMedicationsOf("p1");
        assertThat(active).hasSize(2);
        assertThat(active.get(0).doseValue()).isEqualByComparingTo("7.5");
        assertThat(active.get(1).status()).isEqualTo("intended");
    }

    @Test
    void aMedicationTheEngineDoesNotKnowIsStoredWithAWarning() {
        submit(collection(patient("p1"), medicationStatement("ms-1", "Patient/p1", "Zyxqorvulan 40 mg", null, "active")))
                .then()
                .body("summary.medicationStatements", equalTo(1))
                .body("summary.warnings", equalTo(1))
                .body("outcome.issue.find { it.severity == 'warning' }.code", equalTo("code-invalid"))
                .body("outcome.issue.find { it.severity == 'warning' }.expression[0]",
                        equalTo("Bundle.entry[1].resource.medicationCodeableConcept"))
                .body("outcome.issue.find { it.severity == 'warning' }.diagnostics", containsString("Zyxqorvulan"));

        assertThat(activeMedicationsOf("p1")).singleElement().satisfies(use -> assertThat(use.recognized()).isFalse());
    }

    @Test
    void aMedicationReferenceToAMedicationEntryOfTheBundleIsRead() {
        ObjectNode medication = FhirJson.JSON.createObjectNode().put("resourceType", "Medication").put("id", "med-1");
        medication.set("code", FhirJson.concept(FhirJson.RXNORM, "855332", "Warfarin Sodium 5 MG Oral Tablet"));
        ObjectNode statement = medicationStatement("ms-1", "Patient/p1", "x", "1", "active");
        statement.remove("medicationCodeableConcept");
        statement.set("medicationReference", FhirJson.reference("urn:uuid:3f1c1c9e-6a44-4a43-9d0e-0d5e4b0c7a11"));

        submit(FhirJson.bundle("transaction", FhirJson.entry(patient("p1")),
                FhirJson.entry("urn:uuid:3f1c1c9e-6a44-4a43-9d0e-0d5e4b0c7a11", medication), FhirJson.entry(statement)))
                .then().body("summary.warnings", equalTo(0)).body("summary.ignored", equalTo(1));

        assertThat(activeMedicationsOf("p1")).singleElement()
                .satisfies(use -> assertThat(use.name()).isEqualTo("Warfarin Sodium 5 MG Oral Tablet"));
    }
}
