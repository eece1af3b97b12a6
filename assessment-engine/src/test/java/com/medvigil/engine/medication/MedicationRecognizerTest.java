package com.medvigil.engine.medication;

import com.medvigil.engine.EngineFixture;
import com.medvigil.engine.result.Confidence;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MedicationRecognizerTest {

    private final MedicationRecognizer recognizer = new MedicationRecognizer(EngineFixture.ENGINE.knowledge());

    private MedicationMatch recognize(String name) {
        return recognizer.recognize(name, null);
    }

    @Test
    void readsEhrStyleNameWithStrengthAndForm() {
        MedicationMatch match = recognize("Lisinopril 10 MG Oral Tablet");
        assertThat(match.ingredientIds()).containsExactly("lisinopril");
        assertThat(match.confidence()).isEqualTo(Confidence.HIGH);
        assertThat(match.route()).isEqualTo(Route.ORAL);
    }

    @Test
    void resolvesBrandInBracketsAndCaseVariants() {
        assertThat(recognize("Carbamazepine[Tegretol]").ingredientIds()).containsExactly("carbamazepine");
        assertThat(recognize("diphenhydrAMINE Hydrochloride 25 MG Oral Tablet").ingredientIds()).containsExactly("diphenhydramine");
        assertThat(recognize("  ZOLOFT   50mg ").ingredientIds()).containsExactly("sertraline");
    }

    @Test
    void resolvesCombinationProductsToAllIngredients() {
        assertThat(recognize("Percocet").ingredientIds()).containsExactlyInAnyOrder("oxycodone", "acetaminophen");
        assertThat(recognize("Bactrim DS").ingredientIds()).containsExactlyInAnyOrder("sulfamethoxazole", "trimethoprim");
        assertThat(recognize("Amoxicillin 250 MG / Clavulanate 125 MG Oral Tablet").ingredientIds())
                .containsExactlyInAnyOrder("amoxicillin", "clavulanate");
        assertThat(recognize("lisinopril-hydrochlorothiazide 20-12.5 mg").ingredientIds())
                .containsExactlyInAnyOrder("lisinopril", "hydrochlorothiazide");
    }

    @Test
    void contraceptivePacksCarryTheirProductClass() {
        MedicationMatch trinessa = recognize("Trinessa 28 Day Pack");
        assertThat(trinessa.ingredientIds()).containsExactlyInAnyOrder("norgestimate", "ethinyl-estradiol");
        assertThat(trinessa.productClasses()).containsExactly("combined-hormonal-contraceptive");
        assertThat(recognize("Camila 28 Day Pack").productClasses()).containsExactly("progestin-only-contraceptive");
        assertThat(recognize("Mirena 52 MG Intrauterine System").route()).isEqualTo(Route.LOCAL);
    }

    @Test
    void skipsSaltsAndReleaseFormsButNotSaltNamedDrugs() {
        assertThat(recognize("metoprolol succinate ER 50 mg").ingredientIds()).containsExactly("metoprolol");
        assertThat(recognize("Penicillin V Potassium 250 MG Oral Tablet").ingredientIds()).containsExactly("penicillin-v");
        assertThat(recognize("potassium chloride 20 MEQ Extended Release Oral Tablet").ingredientIds())
                .containsExactly("potassium-chloride");
        assertThat(recognize("3 ML Amiodarone hydrocholoride 50 MG/ML Prefilled Syringe").ingredientIds())
                .containsExactly("amiodarone");
    }

    @Test
    void abbreviationsAreRecognisedWithMediumConfidence() {
        MedicationMatch hctz = recognize("HCTZ 25mg");
        assertThat(hctz.ingredientIds()).containsExactly("hydrochlorothiazide");
        assertThat(hctz.confidence()).isEqualTo(Confidence.MEDIUM);
        assertThat(recognize("APAP").ingredientIds()).containsExactly("acetaminophen");
        assertThat(recognize("MTX 2.5 mg").ingredientIds()).containsExactly("methotrexate");
    }

    @Test
    void misspellingsMatchByEditDistanceWithLowerConfidence() {
        MedicationMatch simvistatin = recognize("Simvistatin 10 MG");
        assertThat(simvistatin.ingredientIds()).containsExactly("simvastatin");
        assertThat(simvistatin.method()).isEqualTo(MatchMethod.MISSPELLING);
        assertThat(simvistatin.confidence()).isEqualTo(Confidence.MEDIUM);
        MedicationMatch twoEdits = recognize("atorvastin");
        assertThat(twoEdits.ingredientIds()).containsExactly("atorvastatin");
        assertThat(twoEdits.confidence()).isEqualTo(Confidence.LOW);
    }

    @Test
    void unknownNamesAreNotGuessed() {
        MedicationMatch unknown = recognize("Zorblaxifen 10 MG Oral Tablet");
        assertThat(unknown.recognized()).isFalse();
        assertThat(unknown.note()).contains("zorblaxifen");
        assertThat(recognize("Allergy to peanuts").recognized()).isFalse();
    }

    @Test
    void rxNormCodeFromTheFixturesResolvesWhateverTheName() {
        MedicationMatch byCode = recognizer.recognize("Pharmacy item 4471", "855332");
        assertThat(byCode.ingredientIds()).containsExactly("warfarin");
        assertThat(byCode.method()).isEqualTo(MatchMethod.RXNORM);
    }

    @Test
    void aClassNamedOnItsOwnBecomesAClassIngredient() {
        assertThat(recognize("Sulfa drugs").ingredientIds()).containsExactly("class:sulfonamide-antibiotic");
    }

    @Test
    void noTwoKnowledgeEntriesClaimTheSameName() {
        assertThat(recognizer.conflicts()).isEmpty();
    }
}
