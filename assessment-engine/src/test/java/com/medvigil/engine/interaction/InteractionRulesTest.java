package com.medvigil.engine.interaction;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.Patients;
import com.medvigil.engine.result.Finding;
import com.medvigil.engine.result.RiskLevel;
import com.medvigil.engine.result.Severity;
import org.junit.jupiter.api.Test;

import static com.medvigil.engine.EngineFixture.assess;
import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

class InteractionRulesTest {

    @Test
    void simvastatinWithClarithromycinIsContraindicatedAndNamesBothMedicinesAsGiven() {
        EngineResult result = assess(Patients.aged(62).male().taking("Simvastatin 40 MG Oral Tablet", "Biaxin 500 MG"));
        Finding finding = result.findings().get(0);
        assertThat(finding.ruleId()).isEqualTo("onc-statin-cyp3a4-inhibitor");
        assertThat(finding.severity()).isEqualTo(Severity.CONTRAINDICATED);
        assertThat(finding.medications()).containsExactly("Simvastatin 40 MG Oral Tablet", "Biaxin 500 MG");
        assertThat(result.riskLevel()).isEqualTo(RiskLevel.SEVERE);
    }

    @Test
    void aSpecificRuleReplacesTheGenericCypRuleForTheSamePair() {
        assertThat(rulesFiredFor(Patients.aged(60).female().taking("simvastatin 20 MG", 20, "mg", "daily")
                .taking("diltiazem 120 MG")))
                .contains("simvastatin-dose-limiting-partner")
                .doesNotContain("cyp3a4-moderate-inhibitor-sensitive-substrate");
    }

    @Test
    void cypMechanismRuleScalesToPairsNoSpecificRuleNames() {
        assertThat(rulesFiredFor(Patients.aged(40).female().taking("clarithromycin 500 MG", "buspirone 10 MG")))
                .contains("cyp3a4-strong-inhibitor-sensitive-substrate");
    }

    @Test
    void qtCombinationNeedsTwoKnownRiskDrugs() {
        assertThat(rulesFiredFor(Patients.aged(40).female().taking("citalopram 20 MG", "Z-Pak")))
                .contains("onc-qt-prolonging-combination");
        assertThat(rulesFiredFor(Patients.aged(40).female().taking("citalopram 20 MG")))
                .doesNotContain("onc-qt-prolonging-combination");
    }

    @Test
    void tripleWhammyFindsTheDiureticInsideACombinationProduct() {
        assertThat(rulesFiredFor(Patients.aged(67).female().taking("Zestoretic", "Naprosyn 500 MG")))
                .contains("triple-whammy").doesNotContain("raas-nsaid");
    }

    @Test
    void opioidWithBenzodiazepineIsMajor() {
        EngineResult result = assess(Patients.aged(44).female().taking("Percocet", "Xanax 0.5 MG"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("opioid-benzodiazepine")
                && f.severity() == Severity.MAJOR);
    }

    @Test
    void enzymeInducerWithPillButNotWithIud() {
        assertThat(rulesFiredFor(Patients.aged(24).female().taking("Tegretol 200 MG", "Sprintec")))
                .contains("inducer-hormonal-contraceptive");
        assertThat(rulesFiredFor(Patients.aged(24).female().taking("Tegretol 200 MG", "Mirena")))
                .doesNotContain("inducer-hormonal-contraceptive");
    }

    @Test
    void stoppedMedicinesDoNotInteract() {
        var patient = Patients.aged(62).male().taking("Simvastatin 40 MG");
        var stopped = new com.medvigil.engine.PatientCase.Medication("clarithromycin 500 MG", null, null, null,
                "stopped", null, "fhir", null, null);
        var built = patient.build();
        var withStopped = new com.medvigil.engine.PatientCase(built.asOf(), built.demographics(), null, null,
                java.util.List.of(built.medications().get(0), stopped), null, null, null, null, null);
        assertThat(com.medvigil.engine.EngineFixture.ENGINE.assess(withStopped).riskLevel()).isEqualTo(RiskLevel.MILD);
    }
}
