package com.medvigil.engine.alternative;

import com.medvigil.engine.PatientCase;
import com.medvigil.engine.Patients;
import com.medvigil.engine.result.Narrative;
import org.junit.jupiter.api.Test;

import java.util.List;

import static com.medvigil.engine.EngineFixture.assess;
import static org.assertj.core.api.Assertions.assertThat;

/** Every alternative offered must itself pass the engine for the patient it is offered to (issue 15). */
class SaferAlternativesTest {

    private static List<String> offeredTo(Patients patient) {
        return assess(patient).narrative().alternativeMedications().stream()
                .map(Narrative.AlternativeMedication::name).toList();
    }

    /** Codeine with a strong CYP2D6 inhibitor: a moderate finding whose alternatives replace the codeine. */
    private static Patients codeineWithBupropion(Patients patient) {
        return patient.taking("codeine sulfate 30 MG Oral Tablet", "bupropion 150 MG Extended Release Oral Tablet");
    }

    @Test
    void aPregnantWomanOnWarfarinIsOfferedHeparinNotADirectOralAnticoagulant() {
        List<String> offered = offeredTo(Patients.aged(31).female()
                .reproductive(PatientCase.ReproductiveStatus.PREGNANT).taking("warfarin 5 MG Oral Tablet"));
        assertThat(offered).contains("Low-molecular-weight heparin (in pregnancy)").doesNotContain("Apixaban");
    }

    @Test
    void apixabanStaysAnOptionForAnOlderManOnWarfarinWithAnInteraction() {
        assertThat(offeredTo(Patients.aged(70).male().taking("warfarin 5 MG Oral Tablet", "Bactrim DS")))
                .contains("Apixaban").doesNotContain("Low-molecular-weight heparin (in pregnancy)");
    }

    @Test
    void pregnancyOptionsAreOfferedOnlyInPregnancy() {
        Patients man = Patients.aged(58).male().taking("lisinopril 20 MG Oral Tablet", "spironolactone 50 MG");
        Patients woman = Patients.aged(34).female().reproductive(PatientCase.ReproductiveStatus.REGULAR_CYCLE)
                .taking("lisinopril 20 MG Oral Tablet", "spironolactone 50 MG");
        Patients pregnant = Patients.aged(34).female().reproductive(PatientCase.ReproductiveStatus.PREGNANT)
                .taking("lisinopril 20 MG Oral Tablet");
        assertThat(offeredTo(man)).noneMatch(name -> name.contains("pregnancy"));
        assertThat(offeredTo(woman)).noneMatch(name -> name.contains("pregnancy"));
        assertThat(offeredTo(pregnant)).contains("Labetalol or nifedipine (in pregnancy)");
    }

    @Test
    void ibuprofenReplacesAnOpioidOnlyWhereNothingSpeaksAgainstAnNsaid() {
        assertThat(offeredTo(codeineWithBupropion(Patients.aged(45).male())))
                .contains("Acetaminophen", "Ibuprofen (short course)");
    }

    @Test
    void ibuprofenIsNotOfferedWithChronicKidneyDisease() {
        assertThat(offeredTo(codeineWithBupropion(Patients.aged(45).male()).with("Chronic kidney disease stage 3")))
                .contains("Acetaminophen").doesNotContain("Ibuprofen (short course)");
    }

    @Test
    void ibuprofenIsNotOfferedWithALowEgfr() {
        assertThat(offeredTo(codeineWithBupropion(Patients.aged(45).male()).lab("eGFR", 24, "mL/min/1.73m2")))
                .contains("Acetaminophen").doesNotContain("Ibuprofen (short course)");
    }

    @Test
    void ibuprofenIsNotOfferedWithAnAnticoagulant() {
        assertThat(offeredTo(codeineWithBupropion(Patients.aged(45).male()).taking("Eliquis 5 MG Oral Tablet")))
                .contains("Acetaminophen").doesNotContain("Ibuprofen (short course)");
    }

    @Test
    void ibuprofenIsNotOfferedWithHeartFailure() {
        assertThat(offeredTo(codeineWithBupropion(Patients.aged(45).male()).with("Heart failure")))
                .contains("Acetaminophen").doesNotContain("Ibuprofen (short course)");
    }

    @Test
    void ibuprofenIsNotOfferedInPregnancyAtAnyStage() {
        Patients early = Patients.aged(29).female().reproductive(PatientCase.ReproductiveStatus.PREGNANT)
                .social(null, null, 10, null);
        assertThat(offeredTo(codeineWithBupropion(early)))
                .contains("Acetaminophen").doesNotContain("Ibuprofen (short course)");
    }

    @Test
    void noNsaidIsOfferedToAPatientAllergicToNsaids() {
        List<String> offered = offeredTo(Patients.aged(50).female().allergicTo("NSAIDs", "hives")
                .taking("naproxen 500 MG Oral Tablet", "warfarin 5 MG Oral Tablet"));
        assertThat(offered).contains("Acetaminophen (paracetamol)")
                .doesNotContain("Topical diclofenac gel", "Ibuprofen (short course)");
    }

    @Test
    void topicalDiclofenacIsOfferedInPlaceOfAnOralNsaidWithoutAllergy() {
        assertThat(offeredTo(Patients.aged(50).female()
                .taking("naproxen 500 MG Oral Tablet", "warfarin 5 MG Oral Tablet")))
                .contains("Topical diclofenac gel");
    }

    @Test
    void aStatinThatWouldItselfInteractIsNotOffered() {
        // Gemfibrozil raises rosuvastatin as well; pravastatin is the one without a finding of its own here.
        List<String> offered = offeredTo(Patients.aged(60).male()
                .taking("simvastatin 40 MG Oral Tablet", "clarithromycin 500 MG", "gemfibrozil 600 MG Oral Tablet"));
        assertThat(offered).doesNotContain("Rosuvastatin");
    }
}
