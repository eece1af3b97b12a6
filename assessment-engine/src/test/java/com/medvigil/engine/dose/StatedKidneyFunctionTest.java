package com.medvigil.engine.dose;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.Patients;
import com.medvigil.engine.knowledge.ConditionGroup;
import com.medvigil.engine.result.Confidence;
import com.medvigil.engine.result.Finding;
import org.junit.jupiter.api.Test;

import static com.medvigil.engine.EngineFixture.assess;
import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A CKD stage on the problem list places the eGFR in KDIGO's range for it when no reading gives kidney function:
 * the kidney rules hold when the whole range meets them, and say that the stage, not a reading, decided.
 */
class StatedKidneyFunctionTest {

    @Test
    void stageFourWithoutAReadingMakesAnNsaidAKidneyFindingSayingWhy() {
        EngineResult result = assess(Patients.aged(66).male().taking("ibuprofen 400 MG Oral Tablet")
                .with("Chronic kidney disease stage 4 (disorder)"));

        Finding finding = result.findings().stream().filter(f -> f.ruleId().equals("renal-nsaid-severe-ckd"))
                .findFirst().orElseThrow();
        assertThat(finding.title()).isEqualTo("Ibuprofen with eGFR 15-29 (chronic kidney disease stage 4 on the problem list)");
        assertThat(finding.mechanism()).startsWith("No current eGFR or creatinine is on file; chronic kidney disease"
                + " stage 4 on the problem list places the eGFR at 15-29 mL/min/1.73m2 (KDIGO). NSAIDs");
        assertThat(finding.confidence()).isEqualTo(Confidence.MEDIUM);
        assertThat(result.missingData()).noneMatch(m -> m.item().equals("egfr"));
    }

    @Test
    void aClearanceRuleSaysTheStagesEgfrStandsInForTheClearance() {
        EngineResult result = assess(Patients.aged(70).female().taking("rivaroxaban 20 MG Oral Tablet")
                .with("End-stage renal disease (disorder)"));

        Finding finding = result.findings().stream().filter(f -> f.ruleId().equals("renal-rivaroxaban-avoid"))
                .findFirst().orElseThrow();
        assertThat(finding.title()).isEqualTo("Rivaroxaban with creatinine clearance under 15 mL/min"
                + " (chronic kidney disease stage 5 or end-stage kidney disease on the problem list)");
        assertThat(finding.mechanism()).contains("places the eGFR at under 15 mL/min/1.73m2 (KDIGO), taken here for"
                + " the creatinine clearance.");
    }

    @Test
    void aReadingOutweighsTheStage() {
        assertThat(rulesFiredFor(Patients.aged(66).male().taking("metformin 500 MG Oral Tablet")
                .with("Chronic kidney disease stage 4").lab("eGFR", 52, null)))
                .doesNotContain("renal-metformin-contraindicated", "renal-metformin-reduce");
        assertThat(rulesFiredFor(Patients.aged(66).male().weighing(80).taking("metformin 500 MG Oral Tablet")
                .with("Chronic kidney disease stage 3a").lab("Creatinine", 3.4, "mg/dL")))
                .contains("renal-metformin-contraindicated");
    }

    @Test
    void aRangeThatStraddlesTheThresholdAsksForAReadingInstead() {
        EngineResult result = assess(Patients.aged(66).male().taking("metformin 500 MG Oral Tablet")
                .with("Chronic kidney disease stage 3 (disorder)"));

        assertThat(result.findings()).noneMatch(f -> f.ruleId().startsWith("renal-metformin"));
        assertThat(result.missingData()).anyMatch(m -> m.item().equals("egfr") && m.reason().contains("metformin"));
    }

    @Test
    void theWorstStageListedCounts() {
        assertThat(rulesFiredFor(Patients.aged(66).male().taking("metformin 500 MG Oral Tablet")
                .with("Chronic kidney disease stage 3a").with("Chronic kidney disease stage 4")))
                .contains("renal-metformin-contraindicated");
    }

    @Test
    void aMilderStageFlagsOnlyWhatItsWholeRangeMeets() {
        assertThat(rulesFiredFor(Patients.aged(66).male().taking("metformin 500 MG Oral Tablet")
                .with("Chronic kidney disease stage 3a")))
                .doesNotContain("renal-metformin-contraindicated", "renal-metformin-reduce");
        assertThat(rulesFiredFor(Patients.aged(66).male().taking("metformin 500 MG Oral Tablet")
                .with("CKD stage 3b"))).contains("renal-metformin-reduce")
                .doesNotContain("renal-metformin-contraindicated");
    }

    @Test
    void theRangeMeetsAThresholdOnlyWhenAllOfItDoes() {
        ConditionGroup.EgfrBand stageFour = new ConditionGroup.EgfrBand(15, 30);

        assertThat(stageFour.meets(null, 30.0)).isTrue();
        assertThat(stageFour.meets(null, 15.0)).isFalse();
        assertThat(stageFour.meets(null, 20.0)).isNull();
        assertThat(stageFour.meets(14.9, 50.0)).isTrue();
        assertThat(stageFour.meets(30.0, null)).isFalse();
        assertThat(stageFour.meets(19.0, null)).isNull();
        assertThat(stageFour.range()).isEqualTo("15-29");
        assertThat(new ConditionGroup.EgfrBand(0, 15).range()).isEqualTo("under 15");
    }
}
