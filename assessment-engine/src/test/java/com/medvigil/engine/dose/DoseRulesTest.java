package com.medvigil.engine.dose;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.Patients;
import com.medvigil.engine.result.DosageAnalysis;
import org.junit.jupiter.api.Test;

import static com.medvigil.engine.EngineFixture.assess;
import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

class DoseRulesTest {

    @Test
    void acetaminophenAboveFourGramsAcrossProductsIsMajor() {
        EngineResult result = assess(Patients.aged(40).female()
                .taking("Acetaminophen 500 MG Oral Tablet", 2, "tablet", "QID")
                .taking("Acetaminophen 325 MG / Oxycodone Hydrochloride 5 MG Oral Tablet", 2, "tablet", "q6h"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("dose-max-acetaminophen")
                && f.title().contains("6600 mg"));
    }

    @Test
    void aTotalWithAProductWhoseDoseIsUnknownIsAFloor() {
        EngineResult result = assess(Patients.aged(40).female()
                .taking("Acetaminophen 500 MG Oral Tablet", 2, "tablet", "q4h")
                .taking("Norco 5-325", 2, "tablet", "q6h")
                .taking("Percocet", 2, "tablet", "q6h"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("dose-max-acetaminophen")
                && f.title().startsWith("Acetaminophen at least 8600 mg a day"));
    }

    @Test
    void withinTheLimitTheDoseIsAppropriate() {
        EngineResult result = assess(Patients.aged(40).male().taking("Ibuprofen 400 MG Oral Tablet", 1, "tablet", "TID"));
        DosageAnalysis analysis = result.dosageFindings().get(0);
        assertThat(analysis.appropriatenessLevel()).isEqualTo("APPROPRIATE");
        assertThat(analysis.currentDosage()).isEqualTo("1 tablet TID");
    }

    @Test
    void aDoseAbovePartnersLabelCapIsNotCalledAppropriate() {
        EngineResult result = assess(Patients.aged(60).female().taking("simvastatin 40 MG Oral Tablet", 40, "mg", "daily")
                .taking("diltiazem 120 MG Oral Capsule", 120, "mg", "daily"));
        assertThat(result.dosageFindings()).filteredOn(a -> a.medication().startsWith("simvastatin"))
                .singleElement().extracting(DosageAnalysis::appropriatenessLevel).isEqualTo("ABOVE_MAXIMUM");
    }

    @Test
    void aDoseWithinItsMaximumForAMedicineWithOtherFindingsDoesNotSayNothingElseApplies() {
        EngineResult result = assess(Patients.aged(80).female().taking("zolpidem tartrate 5 MG Oral Tablet", 5, "mg",
                "at bedtime"));
        assertThat(result.dosageFindings().get(0).appropriatenessLevel()).isEqualTo("APPROPRIATE");
        assertThat(result.dosageFindings().get(0).explanation()).contains("the findings about it")
                .doesNotContain("no kidney, liver or age rule");
    }

    @Test
    void aDoseWithinItsMaximumWhoseKidneyCheckLackedDataIsNoAllClear() {
        DosageAnalysis withoutKidneys = assess(Patients.aged(50).male()
                .taking("Ibuprofen 400 MG Oral Tablet", 1, "tablet", "TID")).dosageFindings().get(0);
        assertThat(withoutKidneys.explanation()).contains("a check could not be completed").contains("NSAIDs");
        DosageAnalysis withKidneys = assess(Patients.aged(50).male().taking("Ibuprofen 400 MG Oral Tablet", 1, "tablet", "TID")
                .lab("eGFR", 90, null)).dosageFindings().get(0);
        assertThat(withKidneys.explanation()).contains("no kidney, liver or age rule asks for a change");
    }

    @Test
    void aDoseThatCannotBeJudgedIsSaidSo() {
        EngineResult result = assess(Patients.aged(40).male().taking("Ibuprofen 400 MG Oral Tablet"));
        assertThat(result.dosageFindings().get(0).appropriatenessLevel()).isEqualTo("NOT_ASSESSED");
        assertThat(result.missingData()).anyMatch(m -> m.item().equals("dose"));
    }

    @Test
    void metforminBelowEgfr30IsContraindicatedAndSaysAvoid() {
        EngineResult result = assess(Patients.aged(70).female().taking("metformin 500 MG").lab("eGFR", 22, null));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("renal-metformin-contraindicated"));
        assertThat(result.dosageFindings().get(0).appropriatenessLevel()).isEqualTo("AVOID_AT_THIS_KIDNEY_FUNCTION");
    }

    @Test
    void cockcroftGaultStandsInForEgfrWithMediumConfidence() {
        EngineResult result = assess(Patients.aged(80).female().weighing(50).taking("metformin 500 MG")
                .lab("Creatinine", 2.0, "mg/dL"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("renal-metformin-contraindicated")
                && f.confidence().name().equals("MEDIUM"));
    }

    @Test
    void noKidneyDataForMetforminIsAnAdvisoryNotAGuess() {
        EngineResult result = assess(Patients.aged(52).male().taking("metformin 500 MG"));
        assertThat(result.findings()).isEmpty();
        assertThat(result.missingData()).anyMatch(m -> m.item().equals("egfr"));
    }

    @Test
    void dailyMethotrexateIsAFrequencyError() {
        assertThat(rulesFiredFor(Patients.aged(57).female()
                .taking("Methotrexate 2.5 MG Oral Tablet", 3, "tablet", "daily"))).contains("methotrexate-daily-dosing");
        assertThat(rulesFiredFor(Patients.aged(57).female()
                .taking("Methotrexate 2.5 MG Oral Tablet", 6, "tablet", "once weekly"))).doesNotContain("methotrexate-daily-dosing");
    }

    @Test
    void liverDiseaseLowersTheAcetaminophenCeiling() {
        assertThat(rulesFiredFor(Patients.aged(58).male().taking("Tylenol 500 MG", 1000, "mg", "TID")
                .with("Cirrhosis"))).contains("hepatic-acetaminophen");
    }
}
