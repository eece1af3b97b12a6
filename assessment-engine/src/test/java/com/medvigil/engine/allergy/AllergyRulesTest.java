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
}
