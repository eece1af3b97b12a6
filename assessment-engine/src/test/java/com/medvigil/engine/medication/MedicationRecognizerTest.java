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
        assertThat(recognize("Mirena 52 MG Intrauterine System").route()).isEqualTo(Route.INTRAUTERINE);
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
    void aMedicineNameOneLetterOffIsReadAsTheKnownNameAndSaysSo() {
        MedicationMatch simvistatin = recognize("Simvistatin 10 MG");
        assertThat(simvistatin.ingredientIds()).containsExactly("simvastatin");
        assertThat(simvistatin.method()).isEqualTo(MatchMethod.MISSPELLING);
        assertThat(simvistatin.confidence()).isEqualTo(Confidence.MEDIUM);
        assertThat(simvistatin.note()).contains("read \"simvistatin\" as \"simvastatin\"");
        assertThat(simvistatin.assumed("simvastatin")).isTrue();
    }

    @Test
    void aMedicineNameTwoLettersOffIsOnlySuggestedNeverAssumed() {
        MedicationMatch twoEdits = recognize("atorvastin 40 mg");
        assertThat(twoEdits.recognized()).isFalse();
        assertThat(twoEdits.note()).contains("atorvastatin").contains("not assumed");
        MedicationMatch lorazapem = recognize("Lorazapem 1 mg");
        assertThat(lorazapem.recognized()).isFalse();
        assertThat(lorazapem.note()).contains("lorazepam");
    }

    @Test
    void aWordTwoLettersFromABrandIsNotReadAsIt() {
        assertThat(recognize("Iodinated contrast").ingredientIds()).as("contrast is not Contrave")
                .containsExactly("class:iodinated-contrast");
        assertThat(recognize("Pennicilin").recognized()).isFalse();
        assertThat(recognize("Penicilin").ingredientIds()).containsExactly("class:penicillin");
    }

    @Test
    void drugsOnceMisreadAsTheirLookAlikesAreKnownByTheirOwnName() {
        assertThat(recognize("Nizatidine 150 MG Oral Capsule").ingredientIds()).containsExactly("nizatidine");
        assertThat(recognize("loxapine 10 mg").ingredientIds()).containsExactly("loxapine");
        assertThat(recognize("betamethasone dipropionate 0.05% cream").ingredientIds()).containsExactly("betamethasone");
        assertThat(recognize("doravirine 100 mg").ingredientIds()).containsExactly("doravirine");
        assertThat(recognize("butoconazole 2% vaginal cream").ingredientIds()).containsExactly("butoconazole");
        assertThat(recognize("sulconazole 1% cream").ingredientIds()).containsExactly("sulconazole");
        assertThat(recognize("econazole nitrate 1% cream").ingredientIds()).containsExactly("econazole");
        assertThat(recognize("tioconazole 6.5% vaginal ointment").ingredientIds()).containsExactly("tioconazole");
        assertThat(recognize("Tobradex ophthalmic suspension").ingredientIds())
                .containsExactlyInAnyOrder("tobramycin", "dexamethasone");
        for (String name : new String[]{"nizatidine", "loxapine", "butoconazole", "Tobradex"}) {
            assertThat(recognize(name).method()).as(name).isNotEqualTo(MatchMethod.MISSPELLING);
        }
    }

    @Test
    void drugsTheReviewFoundMissingAreRecognised() {
        String[][] expected = {
                {"phentermine 37.5 MG", "phentermine"}, {"clobetasol propionate 0.05% ointment", "clobetasol"},
                {"fluocinonide 0.05% cream", "fluocinonide"}, {"ursodiol 300 MG", "ursodiol"},
                {"Pataday eye drops", "olopatadine"}, {"Amitiza 24 MCG", "lubiprostone"},
                {"Nurtec ODT 75 MG", "rimegepant"}, {"Ubrelvy 50 mg", "ubrogepant"},
                {"Dupixent 300 MG/2ML", "dupilumab"}, {"Rinvoq 15 MG", "upadacitinib"},
                {"Kerendia 10 MG", "finerenone"}, {"Verquvo 2.5 mg", "vericiguat"}, {"cefaclor 250 mg", "cefaclor"}};
        for (String[] pair : expected) {
            assertThat(recognize(pair[0]).ingredientIds()).as(pair[0]).containsExactly(pair[1]);
            assertThat(recognize(pair[0]).confidence()).as(pair[0]).isEqualTo(Confidence.HIGH);
        }
        assertThat(recognize("Humulin 70/30 KwikPen").ingredientIds())
                .containsExactlyInAnyOrder("insulin-isophane", "insulin-regular");
        assertThat(recognize("Novolog Mix 70/30 FlexPen").ingredientIds()).containsExactly("insulin-aspart");
        assertThat(recognize("PCN").ingredientIds()).containsExactly("class:penicillin");
    }

    @Test
    void combinationProductsResolveToTheIngredientsOnTheirLabel() {
        assertThat(recognize("Advil PM").ingredientIds()).containsExactlyInAnyOrder("ibuprofen", "diphenhydramine");
        assertThat(recognize("Motrin PM").ingredientIds()).containsExactlyInAnyOrder("ibuprofen", "diphenhydramine");
        assertThat(recognize("Tylenol PM").ingredientIds()).containsExactlyInAnyOrder("acetaminophen", "diphenhydramine");
        assertThat(recognize("Aleve PM").ingredientIds()).containsExactlyInAnyOrder("naproxen", "diphenhydramine");
        assertThat(recognize("Excedrin PM Triple Action").ingredientIds())
                .containsExactlyInAnyOrder("acetaminophen", "aspirin", "diphenhydramine");
        assertThat(recognize("Excedrin Tension Headache").ingredientIds())
                .containsExactlyInAnyOrder("acetaminophen", "caffeine");
        assertThat(recognize("Mucinex D").ingredientIds()).containsExactlyInAnyOrder("guaifenesin", "pseudoephedrine");
        assertThat(recognize("DayQuil").ingredientIds())
                .containsExactlyInAnyOrder("acetaminophen", "dextromethorphan", "phenylephrine");
        assertThat(recognize("Robitussin").recognized()).as("a range of products, not one drug").isFalse();
    }

    @Test
    void theRouteComesFromTheNameThenTheProductThenTheDrug() {
        assertThat(recognize("Restasis 0.05% emulsion").route()).isEqualTo(Route.OPHTHALMIC);
        assertThat(recognize("Nasacort").route()).isEqualTo(Route.NASAL);
        assertThat(recognize("Premarin Vaginal Cream 0.625 MG/GM").route()).isEqualTo(Route.VAGINAL);
        assertThat(recognize("Voltaren 1% Topical Gel").route()).isEqualTo(Route.TOPICAL);
        assertThat(recognize("Voltaren").route()).isEqualTo(Route.TOPICAL);
        assertThat(recognize("Voltaren 75 MG Delayed Release Oral Tablet").route()).isEqualTo(Route.ORAL);
        assertThat(recognize("levobunolol 0.5%").route()).isEqualTo(Route.OPHTHALMIC);
        assertThat(recognize("Fluticasone 0.11 MG/ACTUAT Metered Dose Inhaler").route()).isEqualTo(Route.INHALED);
        assertThat(recognize("Ketoconazole 2% Shampoo").route()).isEqualTo(Route.TOPICAL);
        assertThat(recognize("mesalamine 4 GM Enema").route()).isEqualTo(Route.RECTAL);
        assertThat(recognize("miconazole oral gel").route()).isEqualTo(Route.ORAL);
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

    @Test
    void infusionFluidsAndFlushesAreVehiclesButNotADrugMadeUpInThem() {
        assertThat(recognizer.isInfusionVehicle("sodium chloride 0.9 % Injectable Solution")).isTrue();
        assertThat(recognizer.isInfusionVehicle("Lactated Ringer's Injection")).isTrue();
        assertThat(recognizer.isInfusionVehicle("dextrose 5 % in water")).isTrue();
        assertThat(recognizer.isInfusionVehicle("parenteral nutrition neonatal")).isTrue();
        assertThat(recognizer.isInfusionVehicle("zeptomab 50 MG in sodium chloride 0.9 % 100 ML Injection")).isFalse();
        assertThat(recognizer.isInfusionVehicle("Oral Tablet")).isFalse();
        assertThat(recognizer.isInfusionVehicle("")).isFalse();
    }
}
