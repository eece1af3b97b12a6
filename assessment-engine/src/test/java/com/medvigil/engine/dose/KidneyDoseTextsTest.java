package com.medvigil.engine.dose;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.Patients;
import com.medvigil.engine.result.Finding;
import org.junit.jupiter.api.Test;

import static com.medvigil.engine.EngineFixture.assess;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A kidney rule that also limits the dose names both figures in its title: the reading as {value} and the daily dose
 * as {dose}. The dose once took the reading's place ("creatinine clearance 900 mL/min").
 */
class KidneyDoseTextsTest {

    @Test
    void aKidneyDoseRuleNamesTheClearanceAndTheDailyDose() {
        EngineResult result = assess(Patients.aged(70).male().taking("gabapentin 300 MG Oral Capsule", 300, "mg", "TID")
                .lab("CrCl", 20, "mL/min"));

        assertThat(titleOf(result, "renal-gabapentin-severe"))
                .isEqualTo("Gabapentin 900 mg a day is too high for creatinine clearance 20 mL/min");
    }

    @Test
    void anEgfrDoseRuleNamesTheEgfrAndTheDailyDose() {
        EngineResult result = assess(Patients.aged(70).female().taking("sitagliptin 100 MG Oral Tablet", 100, "mg", "daily")
                .lab("eGFR", 38, null));

        assertThat(titleOf(result, "renal-sitagliptin")).isEqualTo("Sitagliptin 100 mg a day is too high for eGFR 38");
    }

    @Test
    void aDoseRuleWithoutAReadingStillGivesTheDoseAsItsValue() {
        EngineResult result = assess(Patients.aged(50).male().taking("acetaminophen 500 MG Oral Tablet", 1500, "mg", "QID"));

        assertThat(titleOf(result, "dose-max-acetaminophen")).startsWith("Acetaminophen 6000 mg a day is above");
    }

    @Test
    void aClearanceRuleReadOnAnEgfrSaysSo() {
        EngineResult result = assess(Patients.aged(63).female().taking("methotrexate 2.5 MG Oral Tablet", 15, "mg", "weekly")
                .lab("eGFR", 25, null));

        Finding finding = result.findings().stream().filter(f -> f.ruleId().equals("renal-methotrexate")).findFirst()
                .orElseThrow();
        assertThat(finding.title())
                .isEqualTo("Methotrexate with creatinine clearance 25 mL/min (the eGFR, taken for the clearance)");
        assertThat(finding.mechanism()).startsWith("No creatinine clearance is on file; the eGFR of 25 mL/min/1.73m2 is"
                + " taken for it. ");
    }

    private static String titleOf(EngineResult result, String ruleId) {
        return result.findings().stream().filter(f -> f.ruleId().equals(ruleId)).map(Finding::title).findFirst()
                .orElseThrow(() -> new AssertionError(ruleId + " did not fire: " + result.findings()));
    }
}
