package com.medvigil.assessment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.SharedFixtures;
import com.medvigil.testing.TestTenant;

import io.restassured.response.Response;

/**
 * The whole record (issue 15): stored prescriptions are inputs, labs stand in for the conditions they define, and
 * start and end dates decide what is current, each seen through {@code POST /v1/assessments}.
 */
@ApiTest
class WholeRecordTest {

    /** Carla Echevarría, born 2005, with an active order for Yaz (drospirenone and ethinyl estradiol). */
    static final String CARLA = "Carla_Echevarría_9a628ccd-2a55-4331-8e68-bb58458fd674.json";
    static final String CARLA_PATIENT_ID = "d8e20eac-1721-4a71-ba98-c23d32e75105";
    static final String CARLA_YAZ_ORDER = "MedicationRequest/f66f57c2-11ce-4e15-a0c6-590c5c17351f";

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    private void submit(byte[] bundle) {
        api.asFhirClient(tenant).contentType("application/fhir+json").body(bundle).post("/v1/fhir/$submit")
                .then().statusCode(200).body("summary.errors", equalTo(0));
    }

    private void submit(String bundle) {
        submit(bundle.getBytes(StandardCharsets.UTF_8));
    }

    private Response assess(String patientId, String requestTail) {
        String id = api.requestAssessment(tenant, "{\"patient\": {\"patientId\": \"" + patientId + "\"}, " + requestTail + "}");
        return api.awaitProcessed(tenant, id);
    }

    private static final String OXYCODONE = "\"medications\": [{\"name\": \"Oxycodone 5 MG Oral Tablet\", "
            + "\"dosage\": {\"amount\": 5, \"unit\": \"mg\", \"frequency\": \"q6h\"}}]";

    /** A man whose stored record holds one active codeine AllergyIntolerance with these further members. */
    private void submitCodeineRecord(String patientId, String allergyId, String members) {
        submit("""
                {"resourceType": "Bundle", "type": "collection", "entry": [
                  {"resource": {"resourceType": "Patient", "id": "%1$s", "gender": "male", "birthDate": "1980-06-01"}},
                  {"resource": {"resourceType": "AllergyIntolerance", "id": "%2$s", %3$s
                     "clinicalStatus": {"coding": [{"system": "http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical", "code": "active"}]},
                     "code": {"text": "Codeine"}, "patient": {"reference": "Patient/%1$s"}}}
                ]}""".formatted(patientId, allergyId, members));
    }

    private static List<String> ruleIds(Response result) {
        return result.path("findings.ruleId");
    }

    @Test
    void aSyntheaPatientWithAContraceptiveOrderAssessedWithRifampinGetsTheInducerFinding() throws IOException {
        Path file = SharedFixtures.synthea("smart-generated-sample-data-r4").resolve(CARLA);
        submit(Files.readAllBytes(file));

        Response result = assess(CARLA_PATIENT_ID, "\"medications\": [{\"name\": \"Rifampin 300 MG Oral Capsule\", "
                + "\"dosage\": {\"amount\": 600, \"unit\": \"mg\", \"frequency\": \"daily\"}}]");

        result.then().body("status", equalTo("COMPLETED"))
                .body("inputsFromFhir.medications", hasItem(CARLA_YAZ_ORDER));
        assertThat(result.<String>path("riskLevel")).isNotEqualTo("MILD");
        List<List<String>> medicationsPerFinding = result.path("findings.medications");
        assertThat(medicationsPerFinding).anySatisfy(names -> assertThat(names)
                .anyMatch(n -> n.startsWith("Yaz")).anyMatch(n -> n.startsWith("Rifampin")));
    }

    @Test
    void aPrescriptionNamingAMedicationEntryIsAnInputAndAProposalIsNot() {
        String patientId = UUID.randomUUID().toString();
        submit("""
                {"resourceType": "Bundle", "type": "transaction", "entry": [
                  {"fullUrl": "urn:uuid:%1$s", "resource": {"resourceType": "Patient", "id": "%1$s", "gender": "male", "birthDate": "1950-02-01"},
                   "request": {"method": "POST", "url": "Patient"}},
                  {"fullUrl": "urn:uuid:7d1f0a52-1111-4c1e-9a55-3f4f0e1c2a01", "resource": {"resourceType": "Medication",
                     "id": "7d1f0a52-1111-4c1e-9a55-3f4f0e1c2a01", "code": {"text": "Warfarin Sodium 5 MG Oral Tablet"}},
                   "request": {"method": "POST", "url": "Medication"}},
                  {"fullUrl": "urn:uuid:rx-warfarin", "resource": {"resourceType": "MedicationRequest", "id": "rx-warfarin",
                     "status": "active", "intent": "order", "subject": {"reference": "urn:uuid:%1$s"},
                     "medicationReference": {"reference": "urn:uuid:7d1f0a52-1111-4c1e-9a55-3f4f0e1c2a01"},
                     "dosageInstruction": [{"timing": {"repeat": {"frequency": 1, "period": 1, "periodUnit": "d"}},
                                            "doseAndRate": [{"doseQuantity": {"value": 5, "unit": "mg"}}]}]},
                   "request": {"method": "POST", "url": "MedicationRequest"}},
                  {"fullUrl": "urn:uuid:rx-proposed-aspirin", "resource": {"resourceType": "MedicationRequest", "id": "rx-proposed-aspirin",
                     "status": "active", "intent": "proposal", "subject": {"reference": "urn:uuid:%1$s"},
                     "medicationCodeableConcept": {"text": "Aspirin 325 MG Oral Tablet"}},
                   "request": {"method": "POST", "url": "MedicationRequest"}}
                ]}""".formatted(patientId));

        Response result = assess(patientId, "\"medications\": [{\"name\": \"Fluconazole 200 MG\", \"dosage\": {\"amount\": 200, \"unit\": \"mg\", \"frequency\": \"daily\"}}]");

        result.then().body("inputsFromFhir.medications", equalTo(List.of("MedicationRequest/rx-warfarin")))
                .body("riskLevel", equalTo("SEVERE"));
        List<String> names = result.path("medications.name");
        assertThat(names).contains("Warfarin Sodium 5 MG Oral Tablet").noneMatch(n -> n.startsWith("Aspirin"));
    }

    @Test
    void aStoredEgfrOf38DrivesTheKidneyRuleWithoutCkdOnTheProblemList() {
        String patientId = UUID.randomUUID().toString();
        submit("""
                {"resourceType": "Bundle", "type": "collection", "entry": [
                  {"resource": {"resourceType": "Patient", "id": "%1$s", "gender": "male", "birthDate": "1952-03-01"}},
                  {"resource": {"resourceType": "Observation", "id": "obs-egfr", "status": "final",
                     "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "laboratory"}]}],
                     "code": {"coding": [{"system": "http://loinc.org", "code": "33914-3", "display": "Estimated Glomerular Filtration Rate"}]},
                     "subject": {"reference": "Patient/%1$s"}, "effectiveDateTime": "%2$sT08:00:00Z",
                     "valueQuantity": {"value": 38, "unit": "mL/min/{1.73_m2}"}}}
                ]}""".formatted(patientId, LocalDate.now().minusDays(5)));

        Response result = assess(patientId, "\"medications\": [{\"name\": \"Ibuprofen 400 MG Oral Tablet\", "
                + "\"dosage\": {\"amount\": 400, \"unit\": \"mg\", \"frequency\": \"TID\"}}], \"conditions\": [\"Osteoarthritis\"]");

        result.then().body("inputsFromFhir.labs", equalTo(List.of("Observation/obs-egfr")));
        assertThat(ruleIds(result)).contains("cond-nsaid-ckd");
        List<String> titles = result.path("findings.title");
        assertThat(titles).anyMatch(title -> title.contains("eGFR 38"));
    }

    @Test
    void aStoredCkdStageWithoutAReadingDrivesTheKidneyRulesSayingSo() {
        String patientId = UUID.randomUUID().toString();
        submit("""
                {"resourceType": "Bundle", "type": "collection", "entry": [
                  {"resource": {"resourceType": "Patient", "id": "%1$s", "gender": "female", "birthDate": "1950-06-01"}},
                  {"resource": {"resourceType": "Condition", "id": "ckd-stage-4",
                     "clinicalStatus": {"coding": [{"system": "http://terminology.hl7.org/CodeSystem/condition-clinical", "code": "active"}]},
                     "code": {"text": "Chronic kidney disease stage 4 (disorder)"},
                     "subject": {"reference": "Patient/%1$s"}}}
                ]}""".formatted(patientId));

        Response result = assess(patientId, "\"medications\": [{\"name\": \"Metformin hydrochloride 500 MG Oral Tablet\", "
                + "\"dosage\": {\"amount\": 500, \"unit\": \"mg\", \"frequency\": \"BID\"}}]");

        result.then().body("inputsFromFhir.conditions", equalTo(List.of("Condition/ckd-stage-4")))
                .body("riskLevel", equalTo("SEVERE"))
                .body("findings.find { it.ruleId == 'renal-metformin-contraindicated' }.title", equalTo(
                        "Metformin with eGFR 15-29: contraindicated (chronic kidney disease stage 4 on the problem list)"))
                .body("findings.find { it.ruleId == 'renal-metformin-contraindicated' }.confidence", equalTo("MEDIUM"));
    }

    @Test
    void everyReactionOfAStoredAllergyIsReadNotOnlyTheFirst() {
        String patientId = UUID.randomUUID().toString();
        submitCodeineRecord(patientId, "codeine-allergy", """
                "reaction": [{"manifestation": [{"text": "Nausea"}, {"text": "Urticaria"}], "severity": "mild"},
                             {"manifestation": [{"text": "Anaphylaxis"}], "severity": "severe"}],""");

        Response result = assess(patientId, OXYCODONE);

        // Read as "Nausea" alone, the record would be an intolerance and the related opioid would pass unflagged.
        result.then().body("inputsFromFhir.allergies", equalTo(List.of("AllergyIntolerance/codeine-allergy")))
                .body("findings.find { it.ruleId == 'allergy-phenanthrene-opioid' }.severity", equalTo("major"))
                .body("riskLevel", equalTo("SEVERE"));
    }

    @Test
    void aStoredAllergysTypeAndCriticalityAreRead() {
        String typedIntolerance = UUID.randomUUID().toString();
        String highCriticality = UUID.randomUUID().toString();
        submitCodeineRecord(typedIntolerance, "codeine-intolerance", "\"type\": \"intolerance\",");
        submitCodeineRecord(highCriticality, "codeine-high-criticality", """
                "criticality": "high", "reaction": [{"manifestation": [{"text": "Nausea"}], "severity": "mild"}],""");

        // Recorded as an intolerance, with no reaction that says otherwise: nothing about a related opioid.
        Response intolerant = assess(typedIntolerance, OXYCODONE);
        intolerant.then().body("inputsFromFhir.allergies", equalTo(List.of("AllergyIntolerance/codeine-intolerance")));
        assertThat(ruleIds(intolerant)).doesNotContain("allergy-phenanthrene-opioid");
        // A high criticality outweighs a mild past reaction: the record is an allergy, graded as a severe one.
        assess(highCriticality, OXYCODONE).then()
                .body("findings.find { it.ruleId == 'allergy-phenanthrene-opioid' }.severity", equalTo("major"))
                .body("riskLevel", equalTo("SEVERE"));
    }

    /** A stored creatinine Observation for the patient, days before today (LOINC 38483-4, as the Synthea fixtures). */
    private static String creatinine(String patientId, String id, double value, int daysAgo) {
        return """
                {"resource": {"resourceType": "Observation", "id": "%2$s", "status": "final",
                   "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "laboratory"}]}],
                   "code": {"coding": [{"system": "http://loinc.org", "code": "38483-4", "display": "Creatinine"}]},
                   "subject": {"reference": "Patient/%1$s"}, "effectiveDateTime": "%4$sT08:00:00Z",
                   "valueQuantity": {"value": %3$s, "unit": "mg/dL"}}}""".formatted(patientId, id, value,
                LocalDate.now().minusDays(daysAgo));
    }

    @Test
    void twoStoredCreatininesAWeekApartShowAcuteKidneyInjuryAndAStableSeriesDoesNot() {
        String rising = UUID.randomUUID().toString();
        String steady = UUID.randomUUID().toString();
        submit("""
                {"resourceType": "Bundle", "type": "collection", "entry": [
                  {"resource": {"resourceType": "Patient", "id": "%1$s", "gender": "male", "birthDate": "1968-03-01"}},
                  {"resource": {"resourceType": "Patient", "id": "%2$s", "gender": "male", "birthDate": "1968-03-01"}},
                  %3$s, %4$s, %5$s, %6$s
                ]}""".formatted(rising, steady, creatinine(rising, "cr-rise-1", 0.9, 6), creatinine(rising, "cr-rise-2", 1.7, 1),
                creatinine(steady, "cr-steady-1", 1.1, 6), creatinine(steady, "cr-steady-2", 1.25, 1)));
        String ibuprofen = "\"medications\": [{\"name\": \"Ibuprofen 400 MG Oral Tablet\", "
                + "\"dosage\": {\"amount\": 400, \"unit\": \"mg\", \"frequency\": \"TID\"}}], \"conditions\": [\"Low back pain\"]";

        Response injured = assess(rising, ibuprofen);
        injured.then().body("riskLevel", equalTo("SEVERE"))
                .body("findings.find { it.ruleId == 'cond-nsaid-acute-kidney-injury' }.title",
                        equalTo("Ibuprofen during acute kidney injury (Serum creatinine 1.9 times its lowest of the 7 days before)"));
        assertThat(ruleIds(assess(steady, ibuprofen))).doesNotContain("cond-nsaid-acute-kidney-injury");
    }

    @Test
    void aPlateletFallOfMoreThanHalfOnDaySevenOfHeparinIsReadAsTheHitPattern() {
        String patientId = UUID.randomUUID().toString();
        Response result = assess(patientId, ("\"medications\": [{\"name\": \"enoxaparin sodium 40 MG/0.4ML Prefilled Syringe\", "
                + "\"dosage\": {\"amount\": 40, \"unit\": \"mg\", \"frequency\": \"daily\"}, \"startDate\": \"%1$s\"}], "
                + "\"labs\": [{\"name\": \"Platelet count\", \"value\": 240, \"unit\": \"10*3/uL\", \"observedAt\": \"%1$s\"}, "
                + "{\"name\": \"Platelet count\", \"value\": 90, \"unit\": \"10*3/uL\", \"observedAt\": \"%2$s\"}]")
                .formatted(LocalDate.now().minusDays(7), LocalDate.now()));

        result.then().body("riskLevel", equalTo("SEVERE"))
                .body("findings.find { it.ruleId == 'lab-heparin-platelet-fall-hit-pattern' }.title",
                        equalTo("Platelets fallen by 63% on enoxaparin: heparin-induced thrombocytopenia suspected"));
    }

    @Test
    void aNormalOrOutdatedEgfrDoesNotDriveTheKidneyRule() {
        String patientId = UUID.randomUUID().toString();
        Response result = assess(patientId, "\"medications\": [{\"name\": \"Ibuprofen 400 MG Oral Tablet\", "
                + "\"dosage\": {\"amount\": 400, \"unit\": \"mg\", \"frequency\": \"TID\"}}], \"labs\": ["
                + "{\"name\": \"eGFR\", \"value\": 38, \"observedAt\": \"" + LocalDate.now().minusYears(2) + "\"}]");

        assertThat(ruleIds(result)).doesNotContain("cond-nsaid-ckd");
        List<String> gaps = result.path("missingData.item");
        assertThat(gaps).contains("recent lab");
    }

    @Test
    void aPhenelzineStoppedLastWeekStillCountsAndTheResultSaysItWasStopped() {
        String patientId = UUID.randomUUID().toString();
        Response result = assess(patientId, "\"medications\": ["
                + "{\"name\": \"Phenelzine 15 MG\", \"dosage\": {\"amount\": 15, \"unit\": \"mg\", \"frequency\": \"TID\"},"
                + " \"status\": \"stopped\", \"endDate\": \"" + LocalDate.now().minusDays(7) + "\"},"
                + "{\"name\": \"Sertraline 50 MG\", \"dosage\": {\"amount\": 50, \"unit\": \"mg\", \"frequency\": \"daily\"}}]");

        result.then().body("riskLevel", equalTo("SEVERE"))
                .body("stoppedMedications[0].name", equalTo("Phenelzine 15 MG"))
                .body("stoppedMedications[0].insideWashout", equalTo(true))
                .body("stoppedMedications[0].washoutDays", equalTo(14));
        assertThat(ruleIds(result)).contains("onc-maoi-ssri");
        assertThat(result.<String>path("narrative.detailedExplanation")).contains("[STOPPED] Phenelzine 15 MG");
    }

    @Test
    void aPhenelzineStoppedBeforeItsWashoutDoesNotCount() {
        String patientId = UUID.randomUUID().toString();
        Response result = assess(patientId, "\"medications\": ["
                + "{\"name\": \"Phenelzine 15 MG\", \"dosage\": {\"amount\": 15, \"unit\": \"mg\", \"frequency\": \"TID\"},"
                + " \"status\": \"stopped\", \"endDate\": \"" + LocalDate.now().minusDays(30) + "\"},"
                + "{\"name\": \"Sertraline 50 MG\", \"dosage\": {\"amount\": 50, \"unit\": \"mg\", \"frequency\": \"daily\"},"
                + " \"startDate\": \"" + LocalDate.now().minusDays(2) + "\"}]");

        result.then().body("riskLevel", equalTo("MILD"))
                .body("stoppedMedications[0].insideWashout", equalTo(false));
    }

    @Test
    void aMedicinePlannedForNextWeekIsCheckedAgainstWhatIsTakenThen() {
        String clarithromycin = "{\"name\": \"Clarithromycin 500 MG\", \"dosage\": {\"amount\": 500, \"unit\": \"mg\","
                + " \"frequency\": \"BID\"}, \"startDate\": \"" + LocalDate.now().plusDays(7) + "\"}";
        Response overlapping = assess(UUID.randomUUID().toString(), "\"medications\": [" + clarithromycin + ","
                + "{\"name\": \"Simvastatin 40 MG\", \"dosage\": {\"amount\": 40, \"unit\": \"mg\", \"frequency\": \"daily\"}}]");

        overlapping.then().body("riskLevel", equalTo("SEVERE"));
        assertThat(ruleIds(overlapping)).contains("onc-statin-cyp3a4-inhibitor");
        assertThat(overlapping.<List<String>>path("findings.mechanism"))
                .anyMatch(text -> text.contains("Clarithromycin 500 MG is planned to start on " + LocalDate.now().plusDays(7)));
        assertThat(overlapping.<List<String>>path("medications.note"))
                .anyMatch(note -> note != null && note.startsWith("planned: starts " + LocalDate.now().plusDays(7)));

        Response heldMeanwhile = assess(UUID.randomUUID().toString(), "\"medications\": [" + clarithromycin + ","
                + "{\"name\": \"Simvastatin 40 MG\", \"dosage\": {\"amount\": 40, \"unit\": \"mg\", \"frequency\": \"daily\"},"
                + " \"endDate\": \"" + LocalDate.now().plusDays(6) + "\"}]");

        heldMeanwhile.then().body("riskLevel", equalTo("MILD"));
    }

    @Test
    void aClonidineStoppedDaysAgoAfterLongUseIsNamedAsAnAbruptStop() {
        Response result = assess(UUID.randomUUID().toString(), "\"medications\": ["
                + "{\"name\": \"Clonidine 0.2 MG Oral Tablet\", \"dosage\": {\"amount\": 0.2, \"unit\": \"mg\", \"frequency\": \"BID\"},"
                + " \"status\": \"stopped\", \"startDate\": \"" + LocalDate.now().minusYears(1) + "\","
                + " \"endDate\": \"" + LocalDate.now().minusDays(2) + "\"}]");

        result.then().body("riskLevel", equalTo("SEVERE"));
        assertThat(ruleIds(result)).contains("stop-clonidine-abrupt");
        assertThat(result.<List<String>>path("findings.title"))
                .contains("Clonidine stopped on " + LocalDate.now().minusDays(2) + " without a taper");
    }
}
