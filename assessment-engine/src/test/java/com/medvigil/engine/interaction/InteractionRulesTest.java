package com.medvigil.engine.interaction;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.PatientCase;
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
                .contains("simvastatin-dose-cap-10-partner")
                .doesNotContain("cyp3a4-moderate-inhibitor-sensitive-substrate");
    }

    @Test
    void aCombinationProductMeetingARuleThroughTwoIngredientsGetsOneFinding() {
        // Prezcobix is darunavir (a protease inhibitor) and cobicistat (a booster): both meet the rule with tadalafil.
        EngineResult result = assess(Patients.aged(48).male().taking("Cialis 20 MG", "Prezcobix 800 MG / 150 MG"));
        assertThat(result.findings()).filteredOn(f -> f.ruleId().equals("pde5-protease-inhibitor-booster")).singleElement()
                .satisfies(f -> assertThat(f.title()).startsWith("Tadalafil with darunavir / cobicistat"));
    }

    @Test
    void aCombinedPillIsNamedByBothItsHormonesNotBlamedOnTheProgestin() {
        EngineResult result = assess(Patients.aged(36).female().reproductive(PatientCase.ReproductiveStatus.REGULAR_CYCLE)
                .taking("Sprintec").social(null, "current", null, null));
        assertThat(result.findings()).filteredOn(f -> f.ruleId().equals("smoking-combined-contraceptive-over-35"))
                .singleElement().satisfies(f -> assertThat(f.title())
                        .isEqualTo("Smoking at 35 or older with norgestimate / ethinyl estradiol"));
        assertThat(result.narrative().generalExplanation()).contains("For you, norgestimate / ethinyl estradiol can");
    }

    @Test
    void aSpecificRuleThroughAnotherIngredientOfTheSameProductCoversTheGenericRule() {
        // The contraindication names Vosevi's voxilaprevir; the generic P-gp inducer rule names its sofosbuvir.
        assertThat(rulesFiredFor(Patients.aged(52).male().taking("Vosevi", "Rifadin 300 MG")))
                .contains("hcv-antiviral-rifampin-contraindicated").doesNotContain("hcv-antiviral-pgp-inducer");
        assertThat(rulesFiredFor(Patients.aged(52).male().taking("Epclusa", "Rifadin 300 MG")))
                .contains("hcv-antiviral-pgp-inducer");
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
    @Test
    void aDoseCapRuleReadsTheDoseOfItsOwnDrugOnlyNotTheSumOfThePair() {
        // 10 mg simvastatin with 240 mg diltiazem: within the label's 10 mg cap, whatever the diltiazem dose.
        assertThat(rulesFiredFor(Patients.aged(61).female().taking("simvastatin 10 MG", 10, "mg", "daily")
                .taking("diltiazem 240 MG", 240, "mg", "daily")))
                .doesNotContain("simvastatin-dose-cap-10-partner", "cyp3a4-moderate-inhibitor-sensitive-substrate");
        assertThat(rulesFiredFor(Patients.aged(61).female().taking("simvastatin 40 MG", 40, "mg", "daily")
                .taking("diltiazem 240 MG", 240, "mg", "daily")))
                .contains("simvastatin-dose-cap-10-partner");
    }

    @Test
    void aMaoBInhibitorWithAnSsriIsAWarningNotAContraindication() {
        EngineResult result = assess(Patients.aged(62).male().taking("Azilect 1 MG", "sertraline 50 MG"));
        assertThat(result.findings()).extracting(Finding::ruleId).containsExactly("mao-b-inhibitor-antidepressant");
        assertThat(result.findings().get(0).severity()).isEqualTo(Severity.MODERATE);
    }

    @Test
    void aMaoBInhibitorDoesNotContraindicateTriptansButANonSelectiveOneDoes() {
        assertThat(rulesFiredFor(Patients.aged(60).female().taking("rasagiline 1 MG", "Imitrex 50 MG"))).isEmpty();
        assertThat(rulesFiredFor(Patients.aged(60).female().taking("phenelzine 15 MG", "Imitrex 50 MG")))
                .contains("onc-maoi-triptan");
    }

    @Test
    void transdermalSelegilineIsANonSelectiveMaoInhibitor() {
        assertThat(rulesFiredFor(Patients.aged(45).female().taking("Emsam 6 MG/24HR", "sertraline 50 MG")))
                .contains("onc-maoi-ssri").doesNotContain("mao-b-inhibitor-antidepressant");
    }

    @Test
    void onlySerotonergicOpioidsAreContraindicatedWithAnMaoInhibitor() {
        assertThat(assess(Patients.aged(50).female().taking("Nardil 15 MG", "morphine 15 MG")).findings())
                .singleElement().satisfies(f -> {
                    assertThat(f.ruleId()).isEqualTo("maoi-opioid-not-recommended");
                    assertThat(f.severity()).isEqualTo(Severity.MAJOR);
                });
        assertThat(rulesFiredFor(Patients.aged(50).female().taking("Nardil 15 MG", "methadone 10 MG")))
                .contains("onc-maoi-opioid").doesNotContain("maoi-opioid-not-recommended");
    }

    @Test
    void ciprofloxacinWithCaffeineIsMinorNotMajor() {
        EngineResult result = assess(Patients.aged(40).female().taking("Cipro 500 MG", "Excedrin"));
        assertThat(result.findings()).extracting(Finding::ruleId).contains("cyp1a2-strong-inhibitor-caffeine")
                .doesNotContain("cyp1a2-strong-inhibitor-substrate");
        assertThat(result.riskLevel()).isEqualTo(RiskLevel.MILD);
    }

    @Test
    void midodrineIsNotTreatedAsABloodPressureLowerer() {
        var lowPressure = new com.medvigil.engine.PatientCase.Vitals(84.0, null, null, null, null, null, null);
        assertThat(rulesFiredFor(Patients.aged(58).female().taking("midodrine 5 MG").vitals(lowPressure)))
                .doesNotContain("vital-hypotension");
        assertThat(rulesFiredFor(Patients.aged(58).female().taking("hydralazine 25 MG").vitals(lowPressure)))
                .contains("vital-hypotension");
    }

    @Test
    void stJohnsWortIsAStrongInducerAndPhenobarbitalAModerateOne() {
        assertThat(rulesFiredFor(Patients.aged(70).female().taking("St John's wort", "Eliquis 5 MG")))
                .contains("cyp3a4-strong-inducer-critical-substrate");
        assertThat(rulesFiredFor(Patients.aged(44).male().taking("phenobarbital 60 MG", "Prograf 1 MG")))
                .contains("cyp3a4-moderate-inducer-critical-substrate")
                .doesNotContain("cyp3a4-strong-inducer-critical-substrate");
        assertThat(rulesFiredFor(Patients.aged(50).male().taking("phenobarbital 60 MG", "Paxlovid")))
                .contains("onc-protease-inhibitor-strong-inducer");
    }
    @Test
    void thiopurineAndNeprilysinFindingsSpeakOfTheirOwnEffect() {
        String thiopurine = assess(Patients.aged(29).male().taking("allopurinol 300 MG", "Purixan"))
                .narrative().generalExplanation();
        assertThat(thiopurine).contains("blood counts").doesNotContainIgnoringCase("methotrexate");
        String neprilysin = assess(Patients.aged(66).male().taking("Entresto", "enalapril 10 MG"))
                .narrative().generalExplanation();
        assertThat(neprilysin).contains("angioedema").doesNotContain("documented allergy");
    }
}
