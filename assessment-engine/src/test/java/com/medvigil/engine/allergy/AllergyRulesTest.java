package com.medvigil.engine.allergy;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.Patients;
import com.medvigil.engine.result.Severity;
import org.junit.jupiter.api.Test;

import static com.medvigil.engine.EngineFixture.assess;
import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

class AllergyRulesTest {

    @Test
    void anaphylaxisToTheSameDrugIsContraindicated() {
        EngineResult result = assess(Patients.aged(35).male().taking("Augmentin").allergicTo("Amoxicillin", "anaphylaxis"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("allergy-same-ingredient")
                && f.severity() == Severity.CONTRAINDICATED);
    }

    @Test
    void aMildReactionToTheSameClassIsMajor() {
        EngineResult result = assess(Patients.aged(35).male().taking("Amoxil 500 MG").allergicTo("Penicillin V", "hives"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("allergy-same-class")
                && f.severity() == Severity.MAJOR);
    }

    @Test
    void penicillinToCephalosporinIsGradedByTheReaction() {
        assertThat(assess(Patients.aged(30).male().taking("cephalexin 500 MG").allergicTo("Penicillin", "rash"))
                .findings()).singleElement().extracting(f -> f.severity()).isEqualTo(Severity.MINOR);
        assertThat(assess(Patients.aged(30).male().taking("cephalexin 500 MG").allergicTo("Penicillin", "anaphylaxis"))
                .findings()).singleElement().extracting(f -> f.severity()).isEqualTo(Severity.MAJOR);
    }

    @Test
    void sulfonamideAntibioticAllergyDoesNotFlagFurosemide() {
        assertThat(rulesFiredFor(Patients.aged(50).male().taking("furosemide 40 MG").allergicTo("Sulfa drugs", "rash")))
                .isEmpty();
    }

    @Test
    void oneAllergyAndOneMedicineGiveOneFinding() {
        assertThat(assess(Patients.aged(35).male().taking("amoxicillin 500 MG").allergicTo("amoxicillin", "rash"))
                .findings()).hasSize(1);
    }
    @Test
    void cephalosporinAllergyFollowsTheR1SideChainNotTheWholeClass() {
        assertThat(assess(Patients.aged(50).male().taking("cefepime 1 GM").allergicTo("ceftriaxone", "hives"))
                .findings()).singleElement().satisfies(f -> {
                    assertThat(f.ruleId()).isEqualTo("allergy-shared-side-chain");
                    assertThat(f.severity()).isEqualTo(Severity.MODERATE);
                });
        assertThat(assess(Patients.aged(50).male().taking("cefazolin 1 GM").allergicTo("ceftriaxone", "hives"))
                .findings()).singleElement().satisfies(f -> {
                    assertThat(f.ruleId()).isEqualTo("allergy-cephalosporin-dissimilar-side-chain");
                    assertThat(f.severity()).isEqualTo(Severity.MINOR);
                });
    }

    @Test
    void anAllergyRecordedAsTheCephalosporinClassStaysClassWide() {
        assertThat(assess(Patients.aged(50).male().taking("cefdinir 300 MG").allergicTo("Cephalosporins", "rash"))
                .findings()).singleElement().satisfies(f -> {
                    assertThat(f.ruleId()).isEqualTo("allergy-cephalosporin-class-named");
                    assertThat(f.severity()).isEqualTo(Severity.MAJOR);
                });
    }

    @Test
    void penicillinAnaphylaxisAllowsADissimilarCephalosporinButNotTheAminopenicillinSideChain() {
        assertThat(assess(Patients.aged(45).female().taking("cefazolin 2 GM").allergicTo("amoxicillin", "anaphylaxis"))
                .findings()).singleElement().extracting(f -> f.severity()).isEqualTo(Severity.MINOR);
        assertThat(assess(Patients.aged(45).female().taking("cefadroxil 500 MG").allergicTo("amoxicillin", "anaphylaxis"))
                .findings()).singleElement().extracting(f -> f.severity()).isEqualTo(Severity.MAJOR);
    }

    @Test
    void aceInhibitorAngioedemaContraindicatesSacubitrilButACoughDoesNot() {
        assertThat(rulesFiredFor(Patients.aged(66).male().taking("Entresto 49-51 MG").allergicTo("lisinopril", "angioedema")))
                .contains("allergy-ace-inhibitor-angioedema-neprilysin-inhibitor");
        assertThat(rulesFiredFor(Patients.aged(66).male().taking("Entresto 49-51 MG").allergicTo("lisinopril", "cough")))
                .isEmpty();
    }

    @Test
    void heparinInducedThrombocytopeniaWrittenAsTheSubstanceIsSevereAndSparesFondaparinux() {
        EngineResult dalteparin = assess(Patients.aged(70).female().taking("Fragmin 5000 UNT")
                .allergicTo("Heparin-induced thrombocytopenia", null));
        assertThat(dalteparin.findings()).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("allergy-heparin-cross-reactive");
            assertThat(f.severity()).isEqualTo(Severity.CONTRAINDICATED);
        });
        assertThat(rulesFiredFor(Patients.aged(70).female().taking("Arixtra 2.5 MG").allergicTo("heparin", "HIT")))
                .isEmpty();
    }

    @Test
    void sulfonamideAntibioticAllergyReachesSulfasalazineButNotMesalamine() {
        assertThat(rulesFiredFor(Patients.aged(40).female().taking("Azulfidine 500 MG").allergicTo("Sulfa drugs", "rash")))
                .contains("allergy-sulfonamide-antibiotic-sulfasalazine");
        assertThat(rulesFiredFor(Patients.aged(40).female().taking("Lialda 1.2 GM").allergicTo("Sulfa drugs", "rash")))
                .isEmpty();
    }

    @Test
    void aromaticAntiepilepticsCrossReactAndLevetiracetamDoesNot() {
        assertThat(assess(Patients.aged(35).male().taking("Dilantin 100 MG").allergicTo("carbamazepine", "SJS"))
                .findings()).singleElement().extracting(f -> f.severity()).isEqualTo(Severity.CONTRAINDICATED);
        assertThat(rulesFiredFor(Patients.aged(35).male().taking("Keppra 500 MG").allergicTo("carbamazepine", "SJS")))
                .isEmpty();
    }
}
