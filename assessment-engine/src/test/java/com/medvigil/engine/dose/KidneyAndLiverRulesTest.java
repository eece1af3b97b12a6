package com.medvigil.engine.dose;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.Patients;
import org.junit.jupiter.api.Test;

import static com.medvigil.engine.EngineFixture.assess;
import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

/** Kidney and liver rules added for issue 15, and what they say when the deciding data is missing. */
class KidneyAndLiverRulesTest {

    @Test
    void apixabanFullDoseWithTwoOfThreeCriteriaIsFlaggedNamingThem() {
        EngineResult result = assess(Patients.aged(84).female().weighing(55)
                .taking("Eliquis 5 MG Oral Tablet", 5, "mg", "BID").lab("Creatinine", 1.1, "mg/dL"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("renal-apixaban-dose-reduction")
                && f.title().contains("age 84, weight 55 kg") && f.title().contains("2.5 mg twice daily"));
    }

    @Test
    void apixabanWithOneCriterionOrTheReducedDoseIsNotFlagged() {
        assertThat(rulesFiredFor(Patients.aged(84).female().weighing(72)
                .taking("Eliquis 5 MG Oral Tablet", 5, "mg", "BID").lab("Creatinine", 1.1, "mg/dL")))
                .doesNotContain("renal-apixaban-dose-reduction");
        assertThat(rulesFiredFor(Patients.aged(84).female().weighing(55)
                .taking("Eliquis 2.5 MG Oral Tablet", 2.5, "mg", "BID").lab("Creatinine", 1.6, "mg/dL")))
                .doesNotContain("renal-apixaban-dose-reduction");
    }

    @Test
    void apixabanWithOneCriterionHeldAndTheOthersUnknownAsksForTheData() {
        EngineResult result = assess(Patients.aged(86).male().taking("Eliquis 5 MG Oral Tablet", 5, "mg", "BID"));
        assertThat(result.findings()).noneMatch(f -> f.ruleId().equals("renal-apixaban-dose-reduction"));
        assertThat(result.missingData()).anyMatch(m -> m.item().equals("weight") && m.reason().contains("two of"));
    }

    @Test
    void sitagliptinFiftyMgBelowEgfrThirtyIsTooHigh() {
        assertThat(rulesFiredFor(Patients.aged(70).male().taking("Januvia 50 MG", 50, "mg", "daily").lab("eGFR", 25, null)))
                .contains("renal-sitagliptin-severe").doesNotContain("renal-sitagliptin");
        assertThat(rulesFiredFor(Patients.aged(70).male().taking("Januvia 25 MG", 25, "mg", "daily").lab("eGFR", 25, null)))
                .doesNotContain("renal-sitagliptin-severe", "renal-sitagliptin");
    }

    @Test
    void edoxabanAboveNinetyFiveNeedsAtrialFibrillationToMatter() {
        assertThat(rulesFiredFor(Patients.aged(55).male().taking("Savaysa 60 MG").with("Atrial fibrillation")
                .lab("Creatinine clearance", 110, "mL/min"))).contains("renal-edoxaban-high-clearance-af");
        assertThat(rulesFiredFor(Patients.aged(55).male().taking("Savaysa 60 MG").with("Deep vein thrombosis")
                .lab("Creatinine clearance", 110, "mL/min"))).doesNotContain("renal-edoxaban-high-clearance-af");
    }

    @Test
    void fondaparinuxBelowThirtyIsContraindicated() {
        EngineResult result = assess(Patients.aged(60).male().taking("Arixtra 2.5 MG").lab("CrCl", 24, "mL/min"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("renal-fondaparinux")
                && f.severity().name().equals("CONTRAINDICATED"));
    }

    @Test
    void nsaidWithoutKidneyDataGivesAnAdvisory() {
        EngineResult result = assess(Patients.aged(50).male().taking("ibuprofen 400 MG"));
        assertThat(result.missingData()).anyMatch(m -> m.item().equals("egfr") && m.reason().contains("NSAIDs"));
    }

    @Test
    void aChildsKidneyFunctionComesFromSchwartzWhenHeightIsKnown() {
        EngineResult result = assess(Patients.aged(12).female().weighing(38).measuring(140)
                .taking("metformin 500 MG", 500, "mg", "BID").lab("Creatinine", 2.0, "mg/dL"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("renal-metformin-contraindicated")
                && f.title().contains("eGFR 29:"));
    }

    @Test
    void aReadingIsShownAsAClinicianReadsItButNeverOnTheWrongSideOfTheThreshold() {
        // Schwartz gives 28.91 above; a lithium of 1.52 is above 1.5, and must not read as 1.5.
        assertThat(assess(Patients.aged(45).male().taking("lithium carbonate 300 MG Oral Capsule")
                .lab("Lithium", 1.52, "mmol/L")).findings())
                .anyMatch(f -> f.ruleId().equals("lab-lithium-level-high") && f.title().contains("of 1.52 mmol/L"));
        assertThat(assess(Patients.aged(70).male().taking("metformin 500 MG").lab("eGFR", 29.96, null)).findings())
                .anyMatch(f -> f.ruleId().equals("renal-metformin-contraindicated") && f.title().contains("eGFR 29.96"));
    }

    @Test
    void aChildsCreatinineWithoutHeightIsNotTurnedIntoAnAdultClearance() {
        EngineResult result = assess(Patients.aged(12).female().weighing(38)
                .taking("metformin 500 MG", 500, "mg", "BID").lab("Creatinine", 2.5, "mg/dL"));
        assertThat(result.findings()).noneMatch(f -> f.ruleId().startsWith("renal-metformin"));
        assertThat(result.missingData()).anyMatch(m -> m.item().equals("height"));
        assertThat(result.missingData()).anyMatch(m -> m.item().equals("egfr"));
    }

    @Test
    void aContraindicatedHepaticRuleAsksForConditionsWhenNoneAreListed() {
        EngineResult result = assess(Patients.aged(50).female().taking("methotrexate 2.5 MG", 15, "mg", "weekly"));
        assertThat(result.missingData()).anyMatch(m -> m.item().equals("conditions") && m.reason().contains("liver"));
        EngineResult withProblemList = assess(Patients.aged(50).female().with("Rheumatoid arthritis")
                .taking("methotrexate 2.5 MG", 15, "mg", "weekly"));
        assertThat(withProblemList.missingData()).noneMatch(m -> m.item().equals("conditions"));
    }

    @Test
    void simvastatinWithinItsLimitBesideDiltiazemRaisesNothing() {
        assertThat(rulesFiredFor(Patients.aged(60).female().taking("simvastatin 10 MG", 10, "mg", "daily")
                .taking("diltiazem 120 MG"))).doesNotContain("simvastatin-dose-cap-10-partner",
                "cyp3a4-moderate-inhibitor-sensitive-substrate");
    }

    @Test
    void topiramateReducesContraceptionOnlyAbove200Mg() {
        assertThat(rulesFiredFor(Patients.aged(25).female().taking("topiramate 100 MG", 100, "mg", "BID")
                .taking("Yaz")))
                .doesNotContain("topiramate-above-200-hormonal-contraceptive", "inducer-hormonal-contraceptive");
        assertThat(rulesFiredFor(Patients.aged(25).female().taking("topiramate 200 MG", 200, "mg", "BID")
                .taking("Yaz"))).contains("topiramate-above-200-hormonal-contraceptive");
    }
}
