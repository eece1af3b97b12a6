package com.medvigil.engine.medication;

import com.medvigil.engine.EngineFixture;
import com.medvigil.engine.EngineResult;
import com.medvigil.engine.Patients;
import com.medvigil.engine.result.Confidence;
import com.medvigil.engine.result.Finding;
import com.medvigil.engine.result.RiskLevel;
import com.medvigil.engine.result.Severity;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** How recognition shows in a result: assumed names, incomplete checks, medicines left out as local. */
class RecognitionInResultsTest {

    private static Finding only(EngineResult result, String ruleId) {
        return result.findings().stream().filter(f -> f.ruleId().equals(ruleId)).findFirst().orElseThrow();
    }

    @Test
    void aFindingOnAMisspeltNameSaysWhichNameWasAssumedAndIsAtMostModerate() {
        EngineResult result = EngineFixture.assess(Patients.aged(62).male().taking("Simvistatin 40 MG", "clarithromycin 500 MG"));
        Finding finding = only(result, "onc-statin-cyp3a4-inhibitor");
        assertThat(finding.severity()).isEqualTo(Severity.MODERATE);
        assertThat(finding.title()).startsWith("Possible, if \"Simvistatin 40 MG\" is simvastatin: ");
        assertThat(finding.management()).startsWith("First confirm that \"Simvistatin 40 MG\" is simvastatin");
        assertThat(finding.confidence()).isEqualTo(Confidence.MEDIUM);
        assertThat(result.riskLevel()).isEqualTo(RiskLevel.MODERATE);
        assertThat(result.medications()).filteredOn(m -> m.name().equals("Simvistatin 40 MG")).singleElement()
                .satisfies(m -> assertThat(m.note()).contains("read \"simvistatin\" as \"simvastatin\""));
    }

    @Test
    void theSameInteractionSpelledRightKeepsItsFullSeverity() {
        EngineResult result = EngineFixture.assess(Patients.aged(62).male().taking("Simvastatin 40 MG", "clarithromycin 500 MG"));
        Finding finding = only(result, "onc-statin-cyp3a4-inhibitor");
        assertThat(finding.severity()).isEqualTo(Severity.CONTRAINDICATED);
        assertThat(finding.title()).doesNotStartWith("Possible");
        assertThat(result.riskLevel()).isEqualTo(RiskLevel.SEVERE);
    }

    @Test
    void aNameTwoLettersOffIsNotCheckedAndTheNoteSuggestsTheClosestName() {
        EngineResult result = EngineFixture.assess(Patients.aged(60).male().taking("Lorazapem 1 MG", "oxycodone 5 MG"));
        assertThat(result.findings()).isEmpty();
        assertThat(result.incomplete()).isTrue();
        assertThat(result.unrecognizedMedications()).containsExactly("Lorazapem 1 MG");
        assertThat(result.medications()).filteredOn(m -> m.name().equals("Lorazapem 1 MG")).singleElement()
                .satisfies(m -> assertThat(m.note()).contains("not recognised").contains("\"lorazepam\""));
    }

    @Test
    void anUnrecognisedMedicineOrAllergyMakesTheCheckIncompleteAndTheSummarySaysSo() {
        EngineResult result = EngineFixture.assess(Patients.aged(50).male().taking("Zorblaxifen 10 MG", "amoxicillin 500 MG")
                .allergicTo("Quenvorax", "hives"));
        assertThat(result.incomplete()).isTrue();
        assertThat(result.riskLevel()).isEqualTo(RiskLevel.MILD);
        assertThat(result.unrecognizedMedications()).containsExactly("Zorblaxifen 10 MG");
        assertThat(result.unrecognizedAllergies()).containsExactly("Quenvorax");
        assertThat(result.summary()).contains("Incomplete check: 1 medicine and 1 allergy not recognised, so not checked: "
                + "\"Zorblaxifen 10 MG\" (medicine), \"Quenvorax\" (allergy).");
    }

    @Test
    void allergiesToFoodsOrPollenAndNoKnownAllergiesAreNoGap() {
        EngineResult result = EngineFixture.assess(Patients.aged(30).male().taking("amoxicillin 500 MG")
                .allergicTo("Allergy to tree pollen", null).allergicTo("Shellfish allergy", null).allergicTo("NKDA", null));
        assertThat(result.incomplete()).isFalse();
        assertThat(result.unrecognizedAllergies()).isEmpty();
        assertThat(result.summary()).doesNotContain("Incomplete");
    }

    @Test
    void everythingRecognisedIsNotIncomplete() {
        EngineResult result = EngineFixture.assess(Patients.aged(40).male().taking("lisinopril 10 MG"));
        assertThat(result.incomplete()).isFalse();
        assertThat(result.unrecognizedAllergies()).isEmpty();
    }

    @Test
    void aLocalMedicineIsListedAndAssessedForAllergyButStartsNoSystemicRule() {
        EngineResult result = EngineFixture.assess(Patients.aged(55).male().taking("Nizoral A-D", "simvastatin 40 MG"));
        assertThat(result.findings()).isEmpty();
        assertThat(result.medications()).filteredOn(m -> m.name().equals("Nizoral A-D")).singleElement()
                .satisfies(m -> assertThat(m.ingredients()).containsExactly("ketoconazole"));
    }
}
