package com.medvigil.engine.dose;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.Patients;
import com.medvigil.engine.result.DosageAnalysis;
import com.medvigil.engine.result.Finding;
import org.junit.jupiter.api.Test;

import static com.medvigil.engine.EngineFixture.assess;
import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

/** Children are dosed by weight or age band, never judged against an adult maximum. */
class ChildrenDoseRulesTest {

    @Test
    void acetaminophenAboveSeventyFiveMgPerKgIsFlaggedAgainstTheChildsOwnLimit() {
        EngineResult result = assess(Patients.aged(6).male().weighing(20)
                .taking("Acetaminophen 160 MG/5 ML Oral Suspension", 500, "mg", "q4h"));
        Finding finding = result.findings().stream().filter(f -> f.ruleId().equals("dose-child-acetaminophen"))
                .findFirst().orElseThrow();
        assertThat(finding.title()).contains("3000 mg").contains("1500 mg").contains("75 mg/kg a day for 20 kg");
        assertThat(result.findings()).noneMatch(f -> f.ruleId().equals("dose-max-acetaminophen"));
    }

    @Test
    void aDoseWithinTheAdultMaximumIsNotCalledAppropriateForASmallChild() {
        EngineResult result = assess(Patients.aged(3).female().weighing(14)
                .taking("Acetaminophen 500 MG Oral Tablet", 1000, "mg", "QID"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("dose-child-acetaminophen"));
        assertThat(result.dosageFindings().get(0).appropriatenessLevel()).isEqualTo("ABOVE_MAXIMUM");
    }

    @Test
    void aWeightBasedDoseWithinTheChildsLimitIsAppropriateAndSaysWhy() {
        EngineResult result = assess(Patients.aged(6).male().weighing(20)
                .taking("Acetaminophen 160 MG/5 ML Oral Suspension", 300, "mg", "q6h"));
        assertThat(result.findings()).isEmpty();
        DosageAnalysis analysis = result.dosageFindings().get(0);
        assertThat(analysis.appropriatenessLevel()).isEqualTo("APPROPRIATE");
        assertThat(analysis.explanation()).contains("children's maximum").doesNotContain("adult");
    }

    @Test
    void aChildWithoutAWeightGetsAWeightAdvisoryAndNoJudgement() {
        EngineResult result = assess(Patients.aged(5).female()
                .taking("Acetaminophen 160 MG/5 ML Oral Suspension", 240, "mg", "q6h"));
        assertThat(result.findings()).isEmpty();
        assertThat(result.missingData()).anyMatch(m -> m.item().equals("weight") && m.reason().contains("75 mg/kg"));
        assertThat(result.dosageFindings().get(0).appropriatenessLevel()).isEqualTo("NOT_ASSESSED");
    }

    @Test
    void withoutAWeightADoseAboveTheAdultCapIsStillFlagged() {
        EngineResult result = assess(Patients.aged(9).female()
                .taking("Acetaminophen 500 MG Oral Tablet", 1000, "mg", "q4h"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("dose-child-acetaminophen")
                && f.title().contains("4000 mg") && f.title().contains("the most at any weight"));
    }

    @Test
    void aHeavyChildIsNeverAllowedMoreThanTheAdultMaximum() {
        EngineResult result = assess(Patients.aged(11).male().weighing(70)
                .taking("Acetaminophen 500 MG Oral Tablet", 1000, "mg", "q4h"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("dose-child-acetaminophen")
                && f.title().contains("maximum of 4000 mg (the most at any weight, reached at 53 kg)"));
    }

    @Test
    void fromTwelveTheAdultAcetaminophenMaximumApplies() {
        assertThat(rulesFiredFor(Patients.aged(13).male().weighing(45)
                .taking("Acetaminophen 500 MG Oral Tablet", 1000, "mg", "q4h")))
                .contains("dose-max-acetaminophen").doesNotContain("dose-child-acetaminophen");
    }

    @Test
    void highDoseAmoxicillinForOtitisIsNotAnAlarm() {
        EngineResult result = assess(Patients.aged(2).female().weighing(12)
                .taking("Amoxicillin 400 MG/5 ML Oral Suspension", 540, "mg", "BID"));
        assertThat(result.findings()).isEmpty();
        assertThat(result.dosageFindings().get(0).appropriatenessLevel()).isEqualTo("APPROPRIATE");
    }

    @Test
    void amoxicillinUnderTwelveWeeksFollowsTheInfantLimit() {
        EngineResult result = assess(Patients.agedDays(42).male().weighing(4.5)
                .taking("Amoxicillin 250 MG/5 ML Oral Suspension", 125, "mg", "q8h"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("dose-infant-amoxicillin")
                && f.title().contains("135 mg"));
        assertThat(result.findings()).noneMatch(f -> f.ruleId().equals("dose-child-amoxicillin"));
    }

    @Test
    void cetirizineAgeBandsFollowTheLabel() {
        assertThat(rulesFiredFor(Patients.aged(3).female().taking("Zyrtec 10 MG", 10, "mg", "daily")))
                .contains("dose-child-cetirizine-under-6");
        assertThat(rulesFiredFor(Patients.aged(8).female().taking("Zyrtec 10 MG", 10, "mg", "daily")))
                .doesNotContain("dose-child-cetirizine-6-to-11", "dose-child-cetirizine-under-6");
    }

    @Test
    void anAdultMaximumStaysAnOuterBoundForAMedicineWithoutAChildrensLimit() {
        EngineResult result = assess(Patients.aged(15).female().weighing(50)
                .taking("sertraline 100 MG", 100, "mg", "daily"));
        assertThat(result.findings()).isEmpty();
        DosageAnalysis analysis = result.dosageFindings().get(0);
        assertThat(analysis.appropriatenessLevel()).isEqualTo("NO_REFERENCE_LIMIT");
        assertThat(analysis.explanation()).contains("no children's maximum");
        assertThat(rulesFiredFor(Patients.aged(15).female().weighing(50).taking("sertraline 100 MG", 300, "mg", "daily")))
                .contains("dose-max-sertraline");
    }

    @Test
    void oralOndansetronAboveTwelveMgInASchoolChildIsFlagged() {
        assertThat(rulesFiredFor(Patients.aged(7).male().taking("ondansetron 8 MG Oral Tablet", 8, "mg", "BID")))
                .contains("dose-child-ondansetron-oral");
    }
}
