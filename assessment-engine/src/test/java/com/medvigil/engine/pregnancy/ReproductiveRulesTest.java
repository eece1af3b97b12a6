package com.medvigil.engine.pregnancy;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.PatientCase.ReproductiveStatus;
import com.medvigil.engine.Patients;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static com.medvigil.engine.EngineFixture.assess;
import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

class ReproductiveRulesTest {

    @Test
    void aceInhibitorInPregnancyIsContraindicated() {
        assertThat(rulesFiredFor(Patients.aged(36).female().reproductive(ReproductiveStatus.PREGNANT)
                .taking("Lisinopril 10 MG Oral Tablet"))).contains("preg-raas-blocker");
    }

    @Test
    void gestationalWeeksImplyPregnancyAndGateTheNsaidRule() {
        assertThat(rulesFiredFor(Patients.aged(29).female().social(null, null, 24, null).taking("ibuprofen 200 MG")))
                .contains("preg-nsaid-20-weeks");
        assertThat(rulesFiredFor(Patients.aged(29).female().social(null, null, 12, null).taking("ibuprofen 200 MG")))
                .doesNotContain("preg-nsaid-20-weeks", "preg-nsaid-weeks-unknown");
    }

    @Test
    void unknownStatusInAWomanOfReproductiveAgeIsAnAdvisory() {
        EngineResult result = assess(Patients.aged(22).female().taking("isotretinoin 20 MG"));
        assertThat(result.findings()).isEmpty();
        assertThat(result.missingData()).anyMatch(m -> m.item().equals("reproductive status"));
        assertThat(assess(Patients.aged(22).male().taking("isotretinoin 20 MG")).missingData())
                .noneMatch(m -> m.item().equals("reproductive status"));
    }

    @Test
    void aTeratogenInAPatientWhoCouldBecomePregnantAsksToConfirmContraception() {
        EngineResult result = assess(Patients.aged(24).female().reproductive(ReproductiveStatus.REGULAR_CYCLE)
                .taking("Depakote ER 500 MG"));

        assertThat(result.findings()).singleElement().satisfies(finding -> {
            assertThat(finding.ruleId()).isEqualTo("preg-teratogen-could-become-pregnant");
            assertThat(finding.title()).isEqualTo("Valproate in a patient who could become pregnant: confirm contraception");
            assertThat(finding.management()).contains("negative pregnancy test").contains("contraception");
        });
        assertThat(rulesFiredFor(Patients.aged(24).female().reproductive(ReproductiveStatus.PREGNANT)
                .taking("Depakote ER 500 MG"))).contains("preg-valproate")
                .doesNotContain("preg-teratogen-could-become-pregnant");
    }

    @Test
    void codeineWhileBreastfeedingIsMajor() {
        assertThat(rulesFiredFor(Patients.aged(29).female().reproductive(ReproductiveStatus.BREASTFEEDING)
                .taking("Tylenol #3"))).contains("lact-codeine-tramadol");
    }

    @Test
    void hormonalTherapiesAreReadAsMedicines() {
        Set<String> fired = rulesFiredFor(Patients.aged(53).female().reproductive(ReproductiveStatus.POSTMENOPAUSAL)
                .withHormonalTherapy("Estradiol 1 MG Oral Tablet", "estrogen"));
        assertThat(fired).contains("meno-unopposed-estrogen");
        Set<String> opposed = rulesFiredFor(Patients.aged(53).female().reproductive(ReproductiveStatus.POSTMENOPAUSAL)
                .withHormonalTherapy("Estradiol 1 MG Oral Tablet", "estrogen")
                .withHormonalTherapy("Prometrium 100 MG", "progestogen"));
        assertThat(opposed).doesNotContain("meno-unopposed-estrogen");
    }

    @Test
    void aHormonalTherapyKnownOnlyByItsTypeIsStillChecked() {
        assertThat(rulesFiredFor(Patients.aged(55).female().reproductive(ReproductiveStatus.POSTMENOPAUSAL)
                .withHormonalTherapy(null, "estrogen").with("Breast cancer"))).contains("cond-estrogen-breast-cancer");
    }
}
