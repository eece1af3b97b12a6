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
 * The body weight an EHR records as a vital-sign Observation (LOINC 29463-7, as Synthea and US Core write it) is the
 * patient's weight for the weight-based checks when the profile states none: an FHIR-fed patient has no other.
 */
@ApiTest
class FhirBodyWeightTest {

    private static final String ELIQUIS = "[{\"name\": \"Eliquis 5 MG Oral Tablet\","
            + " \"dosage\": {\"amount\": 5, \"unit\": \"mg\", \"frequency\": \"BID\"}}]";

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    /** A woman of 84 with atrial fibrillation and these body weights (kg, days ago), stored through FHIR. */
    private String storeWomanOf84(double... weightsAndDaysAgo) {
        String patientId = UUID.randomUUID().toString();
        StringBuilder entries = new StringBuilder("""
                {"resource": {"resourceType": "Patient", "id": "%s", "gender": "female", "birthDate": "%s"}},
                {"resource": {"resourceType": "Condition", "id": "af-%1$s", "subject": {"reference": "Patient/%1$s"},
                  "clinicalStatus": {"coding": [{"system": "http://terminology.hl7.org/CodeSystem/condition-clinical", "code": "active"}]},
                  "code": {"text": "Atrial fibrillation"}}}"""
                .formatted(patientId, LocalDate.now().minusYears(84).minusDays(10)));
        for (int i = 0; i < weightsAndDaysAgo.length; i += 2) {
            entries.append(",\n").append("""
                    {"resource": {"resourceType": "Observation", "id": "weight-%1$d", "status": "final",
                      "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "vital-signs"}]}],
                      "code": {"coding": [{"system": "http://loinc.org", "code": "29463-7", "display": "Body Weight"}]},
                      "subject": {"reference": "Patient/%2$s"}, "effectiveDateTime": "%3$sT09:00:00Z",
                      "valueQuantity": {"value": %4$s, "unit": "kg", "system": "http://unitsofmeasure.org", "code": "kg"}}}"""
                    .formatted(i / 2, patientId, LocalDate.now().minusDays((long) weightsAndDaysAgo[i + 1]),
                            weightsAndDaysAgo[i]));
        }
        api.submitCollection(tenant, entries.toString());
        return patientId;
    }

    private Response assess(String patientId) {
        return api.assessStoredPatient(tenant, patientId, ELIQUIS);
    }

    @Test
    void aRecordedWeightOf56KgAt84CallsForTheReducedApixabanDose() {
        String patientId = storeWomanOf84(71, 300, 56, 20);

        assess(patientId).then().body("status", equalTo("COMPLETED"))
                .body("findings.ruleId", hasItem("renal-apixaban-dose-reduction"))
                .body("inputsFromFhir.labs", equalTo(List.of("Observation/weight-1")));
    }

    @Test
    void withoutARecordedWeightOnlyAgeIsKnownAndTheFullDoseStands() {
        String patientId = storeWomanOf84();

        assess(patientId).then().body("status", equalTo("COMPLETED"))
                .body("findings.ruleId", not(hasItem("renal-apixaban-dose-reduction")));
    }
}
