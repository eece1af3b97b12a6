package com.medvigil.assessment;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

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

/**
 * An HbA1c an EHR records as a laboratory Observation (LOINC 4548-4, as Synthea writes it) is read by the engine: a
 * GLP-1 agonist beside a sulfonylurea is flagged once the HbA1c is under the 7% goal, and not while it is above it.
 */
@ApiTest
class FhirHbA1cTest {

    private static final String SEMAGLUTIDE_AND_GLIPIZIDE = "[{\"name\": \"semaglutide 1 MG/0.74 ML Pen Injector [Ozempic]\","
            + " \"dosage\": {\"amount\": 1, \"unit\": \"mg\", \"frequency\": \"weekly\"}, \"route\": \"subcutaneous\"},"
            + " {\"name\": \"glipizide 10 MG Oral Tablet\", \"dosage\": {\"amount\": 10, \"unit\": \"mg\", \"frequency\": \"BID\"}}]";

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    /** A man of 58 with type 2 diabetes and one HbA1c (%), taken 20 days ago, stored through FHIR. */
    private String storeManWithHbA1c(double percent) {
        String patientId = UUID.randomUUID().toString();
        api.submitCollection(tenant, """
                {"resource": {"resourceType": "Patient", "id": "%1$s", "gender": "male", "birthDate": "%2$s"}},
                {"resource": {"resourceType": "Condition", "id": "dm-%1$s", "subject": {"reference": "Patient/%1$s"},
                  "clinicalStatus": {"coding": [{"system": "http://terminology.hl7.org/CodeSystem/condition-clinical", "code": "active"}]},
                  "code": {"text": "Type 2 diabetes mellitus"}}},
                {"resource": {"resourceType": "Observation", "id": "a1c-%1$s", "status": "final",
                  "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "laboratory"}]}],
                  "code": {"coding": [{"system": "http://loinc.org", "code": "4548-4", "display": "Hemoglobin A1c/Hemoglobin.total in Blood"}]},
                  "subject": {"reference": "Patient/%1$s"}, "effectiveDateTime": "%3$sT09:00:00Z",
                  "valueQuantity": {"value": %4$s, "unit": "%%", "system": "http://unitsofmeasure.org", "code": "%%"}}}"""
                .formatted(patientId, LocalDate.now().minusYears(58).minusDays(10), LocalDate.now().minusDays(20), percent));
        return patientId;
    }

    private Response assess(String patientId) {
        return api.assessStoredPatient(tenant, patientId, SEMAGLUTIDE_AND_GLIPIZIDE);
    }

    @Test
    void anHbA1cUnderGoalFlagsTheSecretagogueBesideAGlp1Agonist() {
        String patientId = storeManWithHbA1c(6.2);

        assess(patientId).then().body("status", equalTo("COMPLETED"))
                .body("findings.ruleId", hasItem("glp1-secretagogue-at-goal"))
                .body("inputsFromFhir.labs", equalTo(List.of("Observation/a1c-" + patientId)));
    }

    @Test
    void anHbA1cAboveGoalLeavesTheCombinationAlone() {
        String patientId = storeManWithHbA1c(7.8);

        assess(patientId).then().body("status", equalTo("COMPLETED"))
                .body("findings.ruleId", not(hasItem("glp1-secretagogue-at-goal")));
    }
}
