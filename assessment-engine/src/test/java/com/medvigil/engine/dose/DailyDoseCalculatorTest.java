package com.medvigil.engine.dose;

import com.medvigil.engine.EngineFixture;
import com.medvigil.engine.medication.MedicationRecognizer;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class DailyDoseCalculatorTest {

    private final MedicationRecognizer recognizer = new MedicationRecognizer(EngineFixture.ENGINE.knowledge());
    private final DailyDoseCalculator calculator = new DailyDoseCalculator(recognizer,
            EngineFixture.ENGINE.knowledge().drugs(), new TotalMassDoses(EngineFixture.ENGINE.knowledge().products()));

    private DoseEstimate estimate(String name, Double amount, String unit, String frequency) {
        return calculator.estimate(recognizer.recognize(name, null), amount, unit, frequency);
    }

    @Test
    void tabletsAreConvertedWithTheStrengthInTheName() {
        assertThat(estimate("Acetaminophen 500 MG Oral Tablet", 2.0, "tablets", "QID").mgPerDay())
                .containsEntry("acetaminophen", 4000.0);
    }

    @Test
    void internationalUnitsAreConvertedOnlyWhereTheKnowledgeGivesTheirMass() {
        assertThat(estimate("cholecalciferol", 50000.0, "IU", "daily").mgPerDay())
                .containsEntry("cholecalciferol", 1.25);
        assertThat(estimate("cholecalciferol", 50000.0, "[IU]", "daily").mgPerDay()).as("UCUM's code")
                .containsEntry("cholecalciferol", 1.25);
        assertThat(estimate("Vitamin D3 50000 UNT Oral Capsule", 1.0, "capsule", "weekly").mgPerDay().get("cholecalciferol"))
                .isCloseTo(1.25 / 7, within(1e-9));
        assertThat(estimate("calcium carbonate 600 MG / vitamin D3 400 UNT Oral Tablet", 2.0, "tablets", "daily").mgPerDay())
                .containsEntry("calcium-carbonate", 1200.0).containsEntry("cholecalciferol", 0.02);
        DoseEstimate insulin = estimate("insulin glargine 100 UNT/ML Injectable Solution", 20.0, "units", "nightly");
        assertThat(insulin.mgPerDay()).isEmpty();
        assertThat(insulin.problem()).contains("not converted to mg");
    }

    @Test
    void aStrengthOfAnIngredientTheKnowledgeLacksIsGivenToNoOther() {
        assertThat(estimate("lutein 5 MG / vitamin D3 1000 UNT Oral Tablet", 1.0, "tablet", "BID").mgPerDay())
                .containsOnlyKeys("cholecalciferol").containsEntry("cholecalciferol", 0.05);
        assertThat(estimate("calcium citrate 600 MG / vitamin D3 500 UNT Oral Tablet", 1.0, "tablet", "BID").mgPerDay())
                .containsEntry("calcium-citrate", 1200.0).containsEntry("cholecalciferol", 0.025);
    }

    @Test
    void aPatchLabelledPerHourDeliversItsStrengthAroundTheClockHoweverOftenItIsChanged() {
        assertThat(estimate("fentanyl 25 MCG/HR Transdermal System", 1.0, "patch", "q72h").mgPerDay().get("fentanyl"))
                .isCloseTo(0.6, within(1e-9));
        assertThat(estimate("fentanyl 25 MCG/HR Transdermal System", 2.0, "patches", "every 3 days").mgPerDay()
                .get("fentanyl")).isCloseTo(1.2, within(1e-9));
    }

    @Test
    void combinationTabletsSplitIntoEachIngredient() {
        DoseEstimate estimate = estimate("Acetaminophen 325 MG / HYDROcodone Bitartrate 7.5 MG Oral Tablet", 1.0,
                "tablet", "q6h");
        assertThat(estimate.mgPerDay()).containsEntry("acetaminophen", 1300.0).containsEntry("hydrocodone", 30.0);
    }

    @Test
    void strengthsWrittenWithoutTheirIngredientsAreReadInTheProductsOrder() {
        for (String name : new String[]{"Percocet 5/325 Oral Tablet", "Percocet 5 MG / 325 MG Oral Tablet",
                "percocet 5/325mg", "Percocet 5-325"}) {
            assertThat(estimate(name, 2.0, "tablets", "q6h").mgPerDay()).as(name)
                    .containsEntry("oxycodone", 40.0).containsEntry("acetaminophen", 2600.0);
        }
        assertThat(estimate("Norco 10/325", 1.0, "tablet", "q4h").mgPerDay())
                .containsEntry("hydrocodone", 60.0).containsEntry("acetaminophen", 1950.0);
        assertThat(estimate("Tylenol with Codeine 300 MG / 30 MG", 1.0, "tablet", "q6h").mgPerDay())
                .containsEntry("acetaminophen", 1200.0).containsEntry("codeine", 120.0);
    }

    @Test
    void aBracketedBrandDoesNotMakeEachStrengthCountForEveryIngredient() {
        assertThat(estimate("oxycodone hydrochloride 5 MG / acetaminophen 325 MG Oral Tablet [Percocet]", 1.0, "tablet",
                "q6h").mgPerDay()).containsEntry("oxycodone", 20.0).containsEntry("acetaminophen", 1300.0);
    }

    @Test
    void aSegmentNamingTheProductAndOneIngredientIsReadByElimination() {
        // "Norco (hydrocodone 10 MG" names both of Norco's ingredients; the other segment names acetaminophen alone.
        assertThat(estimate("Norco (hydrocodone 10 MG / acetaminophen 325 MG) Oral Tablet", 1.0, "tablet", "q4h")
                .mgPerDay()).containsEntry("hydrocodone", 60.0).containsEntry("acetaminophen", 1950.0);
        assertThat(estimate("Percocet oxycodone 5 MG / acetaminophen 325 MG", 2.0, "tablets", "q6h").mgPerDay())
                .containsEntry("oxycodone", 40.0).containsEntry("acetaminophen", 2600.0);
    }

    @Test
    void strengthsThatNameNoIngredientAreNotGuessedForAProductWithoutAnOrder() {
        // Given to both ingredients, "10 MG" would have read as 10 mg of simvastatin: an undercount that passes a limit.
        DoseEstimate estimate = estimate("Vytorin 10 MG / 40 MG Oral Tablet", 1.0, "tablet", "daily");
        assertThat(estimate.mgPerDay()).isEmpty();
        assertThat(estimate.problem()).contains("do not say which ingredient");
    }

    @Test
    void massDosesConvertUnits() {
        assertThat(estimate("valacyclovir", 1.0, "g", "TID").mgPerDay()).containsEntry("valacyclovir", 3000.0);
        assertThat(estimate("digoxin", 125.0, "mcg", "daily").mgPerDay().get("digoxin")).isEqualTo(0.125);
    }

    @Test
    void liquidDosesUseConcentrationPerMl() {
        assertThat(estimate("Chlorpheniramine Maleate 2 MG/ML Oral Solution", 5.0, "mL", "q6h").mgPerDay())
                .containsEntry("chlorpheniramine", 40.0);
    }

    @Test
    void aStrengthPerSeveralMillilitresIsReadPerMillilitre() {
        assertThat(estimate("acetaminophen 160 MG per 5 ML Oral Suspension", 15.0, "mL", "q6h").mgPerDay())
                .containsEntry("acetaminophen", 1920.0);
        assertThat(estimate("Acetaminophen 160 MG/5 ML Oral Suspension", 5.0, "mL", "daily").mgPerDay())
                .containsEntry("acetaminophen", 160.0);
        assertThat(estimate("oxycodone hydrochloride 100 MG in 5 mL Oral Solution", 0.25, "mL", "daily").mgPerDay())
                .containsEntry("oxycodone", 5.0);
    }

    @Test
    void aCombinationLiquidNamingItsVolumeOnceGivesEveryStrengthInThatVolume() {
        assertThat(estimate("acetaminophen 325 MG / dextromethorphan hydrobromide 10 MG / doxylamine succinate 6.25 MG"
                + " per 15 ML Oral Solution", 30.0, "mL", "q6h").mgPerDay())
                .hasEntrySatisfying("acetaminophen", mg -> assertThat(mg).isCloseTo(2600.0, within(0.01)))
                .hasEntrySatisfying("dextromethorphan", mg -> assertThat(mg).isCloseTo(80.0, within(0.01)));
        assertThat(estimate("oxycodone hydrochloride 5 MG / acetaminophen 325 MG Oral Tablet", 2.0, "tablets", "q6h")
                .mgPerDay()).containsEntry("acetaminophen", 2600.0);
    }

    @Test
    void withoutADoseOneTabletOfTheNamedStrengthIsTheLeastADayHolds() {
        DoseEstimate noDose = estimate("simvastatin 40 MG Oral Tablet", null, null, null);
        assertThat(noDose.mgPerDay()).isEmpty();
        assertThat(noDose.atLeastMgPerDay()).containsEntry("simvastatin", 40.0);
        assertThat(estimate("Percocet 5/325 Oral Tablet", null, null, null).atLeastMgPerDay())
                .containsEntry("oxycodone", 5.0).containsEntry("acetaminophen", 325.0);
        assertThat(estimate("simvastatin 20 MG/5ML Oral Suspension", null, null, null).atLeastMgPerDay())
                .as("a liquid's strength is per volume, not a dose").isEmpty();
        assertThat(estimate("simvastatin 40 MG Oral Tablet", 20.0, "mg", "as directed").atLeastMgPerDay())
                .as("a dose whose frequency is not understood is taken at least once").containsEntry("simvastatin", 20.0);
    }

    @Test
    void oneDoseIsTheDoseGivenNeverTheTabletAssumedWhenNoneIsGiven() {
        assertThat(estimate("rizatriptan 10 MG Oral Tablet", 5.0, "mg", "PRN").mgPerDose("rizatriptan"))
                .as("an as-needed dose without an interval is one dose").isEqualTo(5.0);
        assertThat(estimate("rizatriptan 10 MG Oral Tablet", 5.0, "mg", "BID").mgPerDose("rizatriptan")).isEqualTo(5.0);
        assertThat(estimate("rizatriptan 10 MG Oral Tablet", null, null, null).mgPerDose("rizatriptan"))
                .as("one tablet a day is a floor for the daily total, not the dose taken").isNull();
    }

    @Test
    void saysWhyADoseCannotBeWorkedOut() {
        assertThat(estimate("Norco", 2.0, "tablet", "q6h").problem()).contains("no strength");
        assertThat(estimate("Percocet", 650.0, "mg", "q6h").problem()).contains("combination");
        assertThat(estimate("ibuprofen", null, null, "TID").problem()).isEqualTo("no dose amount given");
        assertThat(estimate("ibuprofen", 400.0, "mg", "with food").problem()).contains("not understood");
    }

    @Test
    void aMassDoseOfACombinationWhoseLabelWritesTheTotalIsSplitInTheLabelsProportions() {
        for (String name : new String[]{"Zosyn 4.5 g injection", "piperacillin-tazobactam",
                "piperacillin 4 GM / tazobactam 0.5 GM Injection"}) {
            DoseEstimate estimate = estimate(name, 4.5, "g", "q6h");
            assertThat(estimate.mgPerDay().get("piperacillin")).as(name).isCloseTo(16000.0, within(1e-6));
            assertThat(estimate.mgPerDay().get("tazobactam")).as(name).isCloseTo(2000.0, within(1e-6));
        }
        assertThat(estimate("Unasyn", 3.0, "g", "q6h").mgPerDay().get("ampicillin")).isCloseTo(8000.0, within(1e-6));
        assertThat(estimate("Augmentin", 875.0, "mg", "BID").problem())
                .as("Augmentin's label writes its dose as the amoxicillin in it, not the total").contains("combination");
    }
}
