package com.medvigil.assessment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.response.Response;

/** What a tenant stored through FHIR is part of every assessment of that patient. */
@ApiTest
class FhirInputsTest {

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;
    String patientId;

    @BeforeEach
    void storePatientDataThroughFhir() {
        api = new Api(port);
        tenant = api.registerTenant();
        patientId = UUID.randomUUID().toString();
        String recent = LocalDate.now().minusDays(3).toString();
        String bundle = """
                {"resourceType": "Bundle", "type": "collection", "entry": [
                  {"resource": {"resourceType": "Patient", "id": "%1$s", "identifier": [{"system": "urn:mrn", "value": "MRN-FHIR"}],
                                "gender": "female", "birthDate": "1948-07-01"}},
                  {"resource": {"resourceType": "MedicationStatement", "id": "ms-warfarin", "status": "active",
                                "medicationCodeableConcept": {"text": "Warfarin Sodium 5 MG Oral Tablet"},
                                "subject": {"reference": "Patient/%1$s"},
                                "dosage": [{"doseAndRate": [{"doseQuantity": {"value": 5, "unit": "mg"}}],
                                            "timing": {"repeat": {"frequency": 1, "period": 1, "periodUnit": "d"}}}]}},
                  {"resource": {"resourceType": "MedicationStatement", "id": "ms-old-ibuprofen", "status": "completed",
                                "medicationCodeableConcept": {"text": "Ibuprofen 400 MG Oral Tablet"},
                                "subject": {"reference": "Patient/%1$s"}}},
                  {"resource": {"resourceType": "Condition", "id": "cond-af",
                                "clinicalStatus": {"coding": [{"system": "http://terminology.hl7.org/CodeSystem/condition-clinical", "code": "active"}]},
                                "code": {"text": "Atrial fibrillation"}, "subject": {"reference": "Patient/%1$s"}}},
                  {"resource": {"resourceType": "Condition", "id": "cond-resolved",
                                "clinicalStatus": {"coding": [{"system": "http://terminology.hl7.org/CodeSystem/condition-clinical", "code": "resolved"}]},
                                "code": {"text": "Peptic ulcer"}, "subject": {"reference": "Patient/%1$s"}}},
                  {"resource": {"resourceType": "AllergyIntolerance", "id": "allergy-sulfa",
                                "clinicalStatus": {"coding": [{"system": "http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical", "code": "active"}]},
                                "code": {"text": "Sulfonamide antibiotics"}, "patient": {"reference": "Patient/%1$s"}}},
                  {"resource": {"resourceType": "Observation", "id": "obs-inr", "status": "final",
                                "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "laboratory"}]}],
                                "code": {"coding": [{"system": "http://loinc.org", "code": "6301-6", "display": "INR in Platelet poor plasma by Coagulation assay"}]},
                                "subject": {"reference": "Patient/%1$s"}, "effectiveDateTime": "%2$sT08:00:00Z",
                                "valueQuantity": {"value": 4.2, "unit": "{INR}"}}}
                ]}""".formatted(patientId, recent);
        api.asFhirClient(tenant).contentType("application/fhir+json").body(bundle).post("/v1/fhir/$submit")
                .then().statusCode(200).body("summary.errors", equalTo(0));
    }

    private Response assess(String medicationsJson) {
        return api.assessStoredPatient(tenant, patientId, medicationsJson);
    }

    @Test
    void warfarinStoredThroughFhirPlusAFluconazoleRequestIsSevere() {
        Response result = assess("[{\"name\": \"Fluconazole 150 MG\", \"dosage\": {\"amount\": 150, \"unit\": \"mg\", \"frequency\": \"once\"}}]");

        result.then().body("status", equalTo("COMPLETED"))
                .body("riskLevel", equalTo("SEVERE"))
                .body("inputsFromFhir.medications", equalTo(List.of("MedicationStatement/ms-warfarin")));
        List<List<String>> medicationsPerFinding = result.path("findings.medications");
        assertThat(medicationsPerFinding).anySatisfy(names -> assertThat(names)
                .anyMatch(n -> n.startsWith("Warfarin")).anyMatch(n -> n.startsWith("Fluconazole")));
    }

    @Test
    void theResultSaysWhichInputsCameFromStoredFhirData() {
        Response result = assess("[{\"name\": \"Acetaminophen\", \"dosage\": {\"amount\": 500, \"unit\": \"mg\", \"frequency\": \"q6h\"}}]");

        result.then().body("inputsFromFhir.conditions", equalTo(List.of("Condition/cond-af")))
                .body("inputsFromFhir.allergies", equalTo(List.of("AllergyIntolerance/allergy-sulfa")))
                .body("inputsFromFhir.labs", equalTo(List.of("Observation/obs-inr")))
                .body("medications.name", hasItem("Warfarin Sodium 5 MG Oral Tablet"));
    }

    @Test
    void aMedicineSentInTheRequestAndStoredThroughFhirCountsOnce() {
        Response result = assess("[{\"name\": \"Coumadin\", \"dosage\": {\"amount\": 5, \"unit\": \"mg\", \"frequency\": \"daily\"}}]");

        result.then().body("inputsFromFhir.medications", equalTo(List.of()));
        List<String> types = result.path("findings.type");
        assertThat(types).doesNotContain("DUPLICATE_THERAPY");
    }

    @Test
    void aStoppedMedicationAndAResolvedConditionAreNotInputs() {
        Response result = assess("[{\"name\": \"Paracetamol\", \"dosage\": {\"amount\": 500, \"unit\": \"mg\", \"frequency\": \"BID\"}}]");

        List<String> names = result.path("medications.name");
        assertThat(names).noneMatch(n -> n.startsWith("Ibuprofen"));
        assertThat(result.<List<String>>path("inputsFromFhir.conditions")).doesNotContain("Condition/cond-resolved");
    }
}
