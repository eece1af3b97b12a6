package com.medvigil.engine.narrative;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.PatientCase;
import com.medvigil.engine.Patients;
import com.medvigil.engine.result.Documentation;
import com.medvigil.engine.result.Finding;
import com.medvigil.engine.result.Narrative;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

import static com.medvigil.engine.EngineFixture.assess;
import static org.assertj.core.api.Assertions.assertThat;

/** Patient fields speak to the patient, clinician fields carry the evidence, and advice knows the list (issue 15). */
class VoicesAndEvidenceTest {

    private static final Patients METFORMIN_LOW_EGFR = Patients.aged(71).female().taking("metformin 1000 MG Oral Tablet")
            .taking("warfarin 5 MG Oral Tablet", "aspirin 81 MG Oral Tablet").lab("eGFR", 25, "mL/min/1.73m2");

    @Test
    void patientFieldsCarryNoClinicianMarkup() {
        EngineResult result = assess(METFORMIN_LOW_EGFR);
        for (String patientText : new String[]{result.narrative().generalExplanation(),
                result.narrative().generalAdvice(), result.narrative().tailoredAdvice()}) {
            assertThat(patientText).doesNotContain("[MAJOR]").doesNotContain("(rule ").doesNotContain("confidence HIGH");
        }
        assertThat(result.narrative().detailedExplanation()).contains("[CONTRAINDICATED]").contains("(rule ");
    }

    @Test
    void tailoredAdviceNeverTellsThePatientToStopWhatItTellsThemNotToChangeAlone() {
        String tailored = assess(METFORMIN_LOW_EGFR).narrative().tailoredAdvice();
        assertThat(tailored).contains("do not stop or change a medicine on your own")
                .doesNotContainIgnoringCase("stop metformin").doesNotContain("Stop ");
    }

    @Test
    void aPregnantPatientIsToldToStopATeratogenThatMustNotBeTakenButNotAnAntiepileptic() {
        Narrative isotretinoin = assess(Patients.aged(25).female().reproductive(PatientCase.ReproductiveStatus.PREGNANT)
                .taking("isotretinoin 40 MG Oral Capsule")).narrative();
        assertThat(isotretinoin.generalAdvice()).contains("Stop taking it and contact your prescriber today");
        assertThat(isotretinoin.tailoredAdvice()).containsIgnoringCase("stop isotretinoin")
                .doesNotContain("do not stop or change a medicine on your own");

        Narrative valproate = assess(Patients.aged(25).female().reproductive(PatientCase.ReproductiveStatus.PREGNANT)
                .taking("valproic acid 250 MG Oral Capsule")).narrative();
        assertThat(valproate.generalAdvice()).contains("Do not stop it suddenly on your own").doesNotContain("Stop taking it");
        assertThat(valproate.tailoredAdvice()).contains("do not stop or change a medicine on your own")
                .doesNotContainIgnoringCase("stop valpro");
        assertThat(valproate.symptoms().monitoring()).as("no pregnancy test for a patient known to be pregnant")
                .noneMatch(item -> item.name().startsWith("Pregnancy test"));
    }

    @Test
    void aMedicineThatWasNotRecognisedIsToldToThePatientNotPassedOverAsAllClear() {
        Narrative narrative = assess(Patients.aged(50).female().taking("atorvastatin 20 MG Oral Tablet", "Lorazapem 1 MG"))
                .narrative();
        assertThat(narrative.generalExplanation()).contains("We could not recognise \"Lorazapem 1 MG\"")
                .contains("before relying on this result");
        assertThat(narrative.tailoredAdvice()).contains("nothing we could check").doesNotContain("nothing in your current");
    }

    @Test
    void anExpectedSideEffectIsNotToldBesideAWarningOfTheSameHarm() {
        assertThat(assess(Patients.aged(60).male().taking("warfarin 5 MG Oral Tablet")).narrative().symptoms().expected())
                .anyMatch(item -> item.name().startsWith("Easy bruising"));
        assertThat(assess(Patients.aged(60).male().taking("warfarin 5 MG Oral Tablet").lab("INR", 6.1, null))
                .narrative().symptoms().expected()).noneMatch(item -> item.name().startsWith("Easy bruising"));
        assertThat(assess(Patients.aged(24).female().reproductive(PatientCase.ReproductiveStatus.PREGNANT)
                .taking("Yaz 28 Day Pack")).narrative().symptoms().expected())
                .noneMatch(item -> item.name().startsWith("Irregular spotting"));
    }

    @Test
    void conditionsAreToldToThePatientOnceAtTheirMostSpecificWithoutRuleHelpers() {
        String tailored = assess(Patients.aged(70).male().taking("naproxen 500 MG Oral Tablet")
                .with("Chronic kidney disease stage 3b", "Chronic congestive heart failure")).narrative().tailoredAdvice();
        assertThat(tailored).contains("chronic kidney disease stage 3b").contains("heart failure")
                .doesNotContain("chronic kidney disease,").doesNotContain("stage 3 and")
                .doesNotContain("left ventricular hypertrophy");
    }

    @Test
    void tailoredAdviceNamesEachMedicineOnceAsOneList() {
        String tailored = assess(Patients.aged(40).female().taking("warfarin 5 MG Oral Tablet", "tramadol 50 MG Oral Tablet",
                "sertraline 50 MG Oral Tablet", "phenelzine 15 MG Oral Tablet")).narrative().tailoredAdvice();
        assertThat(tailored).contains("ask your prescriber or pharmacist about ").doesNotContain(" and sertraline and ");
        for (String medicine : new String[]{"warfarin", "tramadol", "sertraline", "phenelzine"}) {
            assertThat(tailored.split("(?i)" + medicine, -1)).as(medicine + " named once in: " + tailored).hasSize(2);
        }
    }

    @Test
    void monitoringWithoutALabValueSaysSoInWords() {
        EngineResult result = assess(Patients.aged(40).female().taking("tramadol 50 MG Oral Tablet", "sertraline 50 MG Oral Tablet"));
        assertThat(result.symptoms().monitoring()).isNotEmpty()
                .allSatisfy(item -> assertThat(item.target()).isNotEqualToIgnoringCase("none"));
    }

    @Test
    void theMechanismIsToldOnceNotInTheDetailedExplanationToo() {
        EngineResult result = assess(METFORMIN_LOW_EGFR);
        for (Finding finding : result.findings()) {
            assertThat(result.narrative().detailedExplanation()).doesNotContain(finding.mechanism());
        }
    }

    @Test
    void everyReferenceIsCitedByAFindingOrAnExplanation() {
        EngineResult result = assess(Patients.aged(70).male().taking("warfarin 5 MG Oral Tablet", "Bactrim DS",
                "simvastatin 40 MG Oral Tablet", "tranylcypromine 10 MG"));
        Set<Integer> cited = new HashSet<>();
        result.findings().forEach(f -> cited.addAll(f.referenceIndexes()));
        result.narrative().pharmacologicalExplanation().forEach(e -> cited.add(e.referenceIndex()));
        assertThat(result.narrative().dietaryPrecautions()).isNotEmpty();
        assertThat(cited).containsAll(IntStream.range(0, result.narrative().references().size()).boxed().toList());
    }

    @Test
    void addingAProtonPumpInhibitorIsNotAdvisedToAPatientAlreadyOnOne() {
        Patients withoutPpi = Patients.aged(55).male().taking("prednisone 20 MG Oral Tablet", "naproxen 500 MG Oral Tablet");
        Patients withPpi = Patients.aged(55).male().taking("prednisone 20 MG Oral Tablet", "naproxen 500 MG Oral Tablet",
                "omeprazole 20 MG Delayed Release Oral Capsule");
        assertThat(managementOf(withoutPpi, "corticosteroid-nsaid")).containsIgnoringCase("add a proton pump inhibitor");
        assertThat(managementOf(withPpi, "corticosteroid-nsaid")).doesNotContainIgnoringCase("add a proton pump inhibitor")
                .contains("continue omeprazole for stomach protection");
    }

    @Test
    void everyFindingCarriesDocumentationMechanismAndManagementForTheClinician() {
        EngineResult result = assess(METFORMIN_LOW_EGFR);
        assertThat(result.findings()).isNotEmpty().allSatisfy(finding -> {
            assertThat(finding.documentation()).isNotNull();
            assertThat(finding.mechanism()).isNotBlank();
            assertThat(finding.management()).isNotBlank();
        });
    }

    @Test
    void aLabelStatedInteractionIsEstablishedAndAMechanismPredictionProbable() {
        EngineResult labelled = assess(Patients.aged(62).male().taking("Simvastatin 40 MG Oral Tablet", "Biaxin 500 MG"));
        assertThat(labelled.findings().get(0).documentation()).isEqualTo(Documentation.ESTABLISHED);
        EngineResult predicted = assess(Patients.aged(40).female().taking("clarithromycin 500 MG", "buspirone 10 MG"));
        assertThat(predicted.findings()).anyMatch(f -> f.ruleId().equals("cyp3a4-strong-inhibitor-sensitive-substrate")
                && f.documentation() == Documentation.PROBABLE);
    }

    @Test
    void onsetIsGivenWhereTheConsequenceHasAKnownOnset() {
        EngineResult serotonin = assess(Patients.aged(50).female().taking("tranylcypromine 10 MG", "sertraline 50 MG"));
        assertThat(serotonin.findings().get(0).onset()).isEqualTo("rapid");
        EngineResult potassium = assess(Patients.aged(60).male().taking("lisinopril 20 MG", "spironolactone 50 MG"));
        assertThat(potassium.findings()).anyMatch(f -> "delayed".equals(f.onset()));
    }

    private static String managementOf(Patients patient, String ruleId) {
        return assess(patient).findings().stream().filter(f -> f.ruleId().equals(ruleId)).findFirst()
                .orElseThrow().management();
    }

    @Test
    void aFindingCitesTheLabelsOfItsOwnMedicinesNotEveryLabelItsRuleNames() {
        // The rule covers nine substrates whose labels contraindicate strong CYP3A4 inhibitors and cites all nine.
        EngineResult result = assess(Patients.aged(64).male().taking("Ranexa 500 MG", "clarithromycin 500 MG"));
        assertThat(citationsOf(result, "cyp3a4-strong-inhibitor-contraindicated-substrate"))
                .anyMatch(citation -> citation.startsWith("Ranexa"))
                .anyMatch(citation -> citation.contains("FDA's Examples of Drugs that Interact"))
                .noneMatch(citation -> citation.startsWith("Latuda") || citation.startsWith("Halcion"));
        assertThat(result.narrative().references()).noneMatch(reference -> reference.citation().startsWith("Latuda"));
    }

    @Test
    void anAllergyFindingCitesTheLabelOfTheRecordedAllergenToo() {
        EngineResult result = assess(Patients.aged(35).male().taking("Dilantin 100 MG Extended Release Oral Capsule")
                .allergicTo("carbamazepine", "Stevens-Johnson syndrome"));
        assertThat(citationsOf(result, "allergy-aromatic-antiepileptic"))
                .anyMatch(citation -> citation.startsWith("Tegretol"))
                .noneMatch(citation -> citation.startsWith("Trileptal"));
    }

    private static List<String> citationsOf(EngineResult result, String ruleId) {
        Finding finding = result.findings().stream().filter(f -> f.ruleId().equals(ruleId)).findFirst().orElseThrow();
        assertThat(finding.referenceIndexes()).isNotEmpty();
        return finding.referenceIndexes().stream()
                .map(index -> result.narrative().references().get(index).citation()).toList();
    }
}
