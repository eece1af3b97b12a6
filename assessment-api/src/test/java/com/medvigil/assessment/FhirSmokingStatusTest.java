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
 * The smoking status an EHR records as an Observation (LOINC 72166-2, as Synthea and US Core write it) is the
 * patient's smoking in every assessment, unless the request states it.
 */
@ApiTest
class FhirSmokingStatusTest {

    private static final String PILL = "[{\"name\": \"levonorgestrel 0.15 MG / ethinyl estradiol 0.03 MG Oral Tablet\","
            + " \"dosage\": {\"amount\": 1, \"unit\": \"tablet\", \"frequency\": \"daily\"}}]";

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    /** A woman of 38 with these smoking status Observations (answer text, days ago), stored through FHIR. */
    private String storeWomanOf38(String... answersAndDaysAgo) {
        String patientId = UUID.randomUUID().toString();
        StringBuilder entries = new StringBuilder("""
                {"resource": {"resourceType": "Patient", "id": "%s", "gender": "female", "birthDate": "%s"}}"""
                .formatted(patientId, LocalDate.now().minusYears(38).minusDays(10)));
        for (int i = 0; i < answersAndDaysAgo.length; i += 2) {
            entries.append(",\n").append("""
                    {"resource": {"resourceType": "Observation", "id": "smoking-%1$d", "status": "final",
                      "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "social-history"}]}],
                      "code": {"coding": [{"system": "http://loinc.org", "code": "72166-2", "display": "Tobacco smoking status"}]},
                      "subject": {"reference": "Patient/%2$s"}, "effectiveDateTime": "%3$sT09:00:00Z",
                      "valueCodeableConcept": {"text": "%4$s"}}}""".formatted(i / 2, patientId,
                    LocalDate.now().minusDays(Long.parseLong(answersAndDaysAgo[i + 1])), answersAndDaysAgo[i]));
        }
        api.submitCollection(tenant, entries.toString());
        return patientId;
    }

    private Response assess(String patientId, String extra) {
        String id = api.requestAssessment(tenant, "{\"patient\": {\"patientId\": \"" + patientId + "\"}, \"medications\": "
                + PILL + extra + "}");
        return api.awaitProcessed(tenant, id);
    }

    @Test
    void aRecordedCurrentSmokerOver35OnCombinedContraceptionIsSevere() {
        String patientId = storeWomanOf38("Never smoker", "300", "Current every day smoker", "20");

        assess(patientId, "").then().body("status", equalTo("COMPLETED"))
                .body("riskLevel", equalTo("SEVERE"))
                .body("findings.ruleId", hasItem("smoking-combined-contraceptive-over-35"))
                .body("inputsFromFhir.labs", equalTo(List.of("Observation/smoking-1")));
    }

    @Test
    void theLatestStatusCountsAndAFormerSmokerIsNotACurrentOne() {
        String patientId = storeWomanOf38("Current every day smoker", "300", "Former smoker", "20");

        assess(patientId, "").then().body("findings.ruleId", not(hasItem("smoking-combined-contraceptive-over-35")))
                .body("inputsFromFhir.labs", equalTo(List.of("Observation/smoking-1")));
    }

    @Test
    void aStatusOlderThanTheReadingWindowIsNotRead() {
        String patientId = storeWomanOf38("Current every day smoker", "500");

        assess(patientId, "").then().body("findings.ruleId", not(hasItem("smoking-combined-contraceptive-over-35")))
                .body("inputsFromFhir.labs", equalTo(List.of()));
    }

    @Test
    void whatTheRequestStatesWins() {
        String patientId = storeWomanOf38("Current every day smoker", "20");

        assess(patientId, ", \"socialHistory\": {\"smoking\": \"never\"}").then()
                .body("findings.ruleId", not(hasItem("smoking-combined-contraceptive-over-35")))
                .body("inputsFromFhir.labs", equalTo(List.of()));
    }
}
