package com.medvigil.assessment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.PatientCase;
import com.medvigil.engine.result.AgeSource;
import com.medvigil.engine.result.RiskLevel;
import com.medvigil.model.assessment.Assessment;

import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The stored request, inputs list and result of an assessment: each says its version, a document
 * stored before versions existed reads as version 1, and an unknown version fails by name.
 */
class StoredAssessmentDocumentsTest {

    // As the application reads JSON: Java time, and unknown fields refused.
    private final ObjectMapper json = Jackson2ObjectMapperBuilder.json().failOnUnknownProperties(true).build();
    private final StoredRequests requests = new StoredRequests(json);
    private final StoredInputs inputs = new StoredInputs(json);
    private final StoredResults results = new StoredResults(json);

    /** A request as the service stored it before documents carried a version: the body as sent. */
    private static final String REQUEST_AS_SENT = """
            {"patient": {"patientId": null, "externalId": "mrn-1", "demographics": null, "reproductiveStatus": "PREGNANT",
                         "hormonalTherapies": null},
             "medications": [{"name": " Warfarin ", "dosage": {"amount": 5.0, "unit": "mg", "frequency": "daily"},
                              "form": null, "route": null, "status": "Active", "providedRxNormCode": null,
                              "providedDrugbankId": "DB00682", "source": null, "startDate": "2025-01-02", "endDate": null}],
             "conditions": [{"name": "atrial fibrillation", "code": null, "system": null, "status": null}],
             "allergies": null, "vitals": null, "labs": null,
             "socialHistory": {"alcohol": "Heavy", "smoking": "current", "pregnancyWeeks": 12, "grapefruit": null}}""";

    @Test
    void aRequestStoredWithoutAVersionReadsAsTheRequestAsSentCheckedAgain() {
        ClinicalInputs read = requests.read(assessment(REQUEST_AS_SENT));

        assertThat(read.medications()).singleElement().satisfies(medication -> {
            assertThat(medication.name()).isEqualTo("Warfarin");
            assertThat(medication.status()).isEqualTo("active");
            assertThat(medication.startDate()).isEqualTo(LocalDate.of(2025, 1, 2));
        });
        assertThat(read.conditions()).extracting(PatientCase.Condition::name).containsExactly("atrial fibrillation");
        assertThat(read.socialHistory()).isEqualTo(new PatientCase.SocialHistory("heavy", "current", 12, null));
    }

    @Test
    void aRequestWrittenNowSaysItsVersionAndReadsBackUnchanged() {
        ClinicalInputs written = new ClinicalInputs(
                List.of(new PatientCase.Medication("Warfarin", new PatientCase.Dosage(5.0, "mg", "daily"), null, null,
                        "active", "11289", null, LocalDate.of(2025, 1, 2), null)),
                List.of(PatientCase.Condition.named("asthma")), List.of(), null,
                List.of(new PatientCase.Lab("INR", "6301-6", 2.4, null, "2025-01-03")),
                new PatientCase.SocialHistory("none", "never", null, true));

        String stored = requests.write(written);

        assertThat(stored).startsWith("{\"schemaVersion\":2,");
        assertThat(requests.read(assessment(stored))).isEqualTo(written);
    }

    @Test
    void aRequestOfAnUnknownVersionFailsNamingTheVersion() {
        Assessment assessment = assessment("{\"schemaVersion\": 9, \"medications\": []}");

        assertThatThrownBy(() -> requests.read(assessment)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("request has schemaVersion 9");
    }

    @Test
    void anInputsListStoredWithoutAVersionReadsAsVersionOne() {
        assertThat(inputs.read("""
                {"medications": ["MedicationStatement/1"], "conditions": [], "allergies": [], "labs": ["Observation/7"]}"""))
                .isEqualTo(new InputsFromFhir(List.of("MedicationStatement/1"), List.of(), List.of(), List.of("Observation/7")));
    }

    @Test
    void anInputsListOfVersionOneReadsWithoutMedicineNames() {
        UsedFhirResources used = inputs.usedResources("""
                {"schemaVersion": 1, "medications": ["MedicationRequest/3"], "conditions": [], "allergies": [], "labs": []}""");

        assertThat(used.medications()).containsExactly(new UsedFhirResources.StoredMedication("MedicationRequest/3", null));
        assertThat(used.medicationNamed("Simvastatin 20 MG Oral Tablet")).isEmpty();
    }

    @Test
    void anInputsListWrittenNowSaysItsVersionAndKeepsTheNameOfEachStoredMedicine() {
        UsedFhirResources written = new UsedFhirResources(
                List.of(new UsedFhirResources.StoredMedication("MedicationRequest/3", "Simvastatin 20 MG Oral Tablet")),
                List.of("Condition/2"), List.of(), List.of());

        String stored = inputs.write(written);

        assertThat(stored).startsWith("{\"schemaVersion\":2,");
        assertThat(inputs.usedResources(stored)).isEqualTo(written);
        assertThat(inputs.usedResources(stored).medicationNamed("Simvastatin 20 MG Oral Tablet")).contains("MedicationRequest/3");
        assertThat(inputs.read(stored)).isEqualTo(
                new InputsFromFhir(List.of("MedicationRequest/3"), List.of("Condition/2"), List.of(), List.of()));
    }

    @Test
    void anInputsListOfAnUnknownVersionFails() {
        assertThatThrownBy(() -> inputs.read("{\"schemaVersion\": 3, \"medications\": []}"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("inputs list has schemaVersion 3");
    }

    @Test
    void aResultStoredWithoutAVersionReadsAsTheEngineWroteIt() {
        String stored = """
                {"riskLevel": "MODERATE", "summary": "One moderate interaction", "unrecognizedMedications": ["zyx"],
                 "knowledgeVersion": "2026.1"}""";

        assertThat(results.document(stored).get("summary").asText()).isEqualTo("One moderate interaction");
        assertThat(results.engineResult(stored).riskLevel()).isEqualTo(RiskLevel.MODERATE);
        assertThat(results.incompleteCheck(stored).medicines()).containsExactly("zyx");
    }

    @Test
    void aResultWrittenNowSaysItsVersionWhichReadingLeavesOut() {
        EngineResult result = new EngineResult(RiskLevel.MILD, "No serious findings", null, List.of(), null, List.of(),
                List.of(), List.of(), List.of(), "2026.1", false, List.of(), List.of(), AgeSource.AGE_YEARS);

        String stored = results.write(result);

        assertThat(stored).startsWith("{\"schemaVersion\":1,");
        assertThat(results.document(stored).has("schemaVersion")).isFalse();
        assertThat(results.engineResult(stored)).isEqualTo(result);
    }

    @Test
    void theVersionIsTheOnlyFieldAddedToTheDocumentAsJacksonWritesIt() throws Exception {
        EngineResult result = new EngineResult(RiskLevel.MILD, "No serious findings", null, List.of(), null, List.of(),
                List.of(), List.of(), List.of(), "2026.1", false, List.of(), List.of(), AgeSource.AGE_YEARS);

        assertThat(results.write(result)).isEqualTo("{\"schemaVersion\":1," + json.writeValueAsString(result).substring(1));
    }

    @Test
    void aResultOfAnUnknownVersionFails() {
        assertThatThrownBy(() -> results.document("{\"schemaVersion\": \"2\", \"riskLevel\": \"MILD\"}"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("result has schemaVersion \"2\"");
    }

    @Test
    void noResultYetReadsAsNothing() {
        assertThat(results.document(null)).isNull();
        assertThat(results.engineResult(null)).isNull();
        assertThat(results.incompleteCheck(null)).isEqualTo(IncompleteCheck.NONE);
    }

    private static Assessment assessment(String requestJson) {
        return Assessment.submitted(UUID.randomUUID(), requestJson, Instant.parse("2025-02-01T08:00:00Z"));
    }
}
