package com.medvigil.engine.geriatric;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.Patients;
import com.medvigil.engine.result.Finding;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;

import static com.medvigil.engine.EngineFixture.assess;
import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

/** Beers 2023 items added or rescoped for issue 15, graded avoid = moderate, use with caution = minor. */
class Beers2023CompletenessTest {

    @Test
    void baclofenAndTizanidineAreNotBeersMuscleRelaxants() {
        assertThat(rulesFiredFor(Patients.aged(72).male().taking("baclofen 10 MG").lab("eGFR", 80, null)))
                .doesNotContain("beers-skeletal-muscle-relaxant");
        assertThat(rulesFiredFor(Patients.aged(72).male().taking("tizanidine 2 MG")))
                .doesNotContain("beers-skeletal-muscle-relaxant");
        assertThat(rulesFiredFor(Patients.aged(72).male().taking("methocarbamol 500 MG")))
                .contains("beers-skeletal-muscle-relaxant");
    }

    @Test
    void lowDoseDoxepinIsExemptAndHigherDosesAreNot() {
        assertThat(rulesFiredFor(Patients.aged(75).female().taking("Silenor 3 MG", 3, "mg", "at bedtime")))
                .doesNotContain("beers-doxepin-over-6-mg", "beers-tertiary-tca-paroxetine", "anticholinergic-burden-high");
        assertThat(rulesFiredFor(Patients.aged(75).female().taking("doxepin 25 MG", 25, "mg", "at bedtime")))
                .contains("beers-doxepin-over-6-mg");
    }

    @Test
    void dipyridamoleInTheAspirinCombinationIsExempt() {
        assertThat(rulesFiredFor(Patients.aged(75).male().taking("Aggrenox"))).doesNotContain("beers-dipyridamole");
        assertThat(rulesFiredFor(Patients.aged(75).male().taking("dipyridamole 75 MG"))).contains("beers-dipyridamole");
    }

    @Test
    void protonPumpInhibitorBeyondEightWeeksIsFlaggedFromItsStartDate() {
        EngineResult result = assess(Patients.aged(74).female()
                .takingSince("omeprazole 20 MG", 20, "mg", "daily", LocalDate.of(2025, 1, 2)));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("beers-ppi-over-8-weeks")
                && f.title().contains("21 weeks"));
        assertThat(rulesFiredFor(Patients.aged(74).female()
                .takingSince("omeprazole 20 MG", 20, "mg", "daily", LocalDate.of(2025, 5, 1))))
                .doesNotContain("beers-ppi-over-8-weeks");
    }

    @Test
    void protonPumpInhibitorWithAReasonForLongTermUseIsNotFlagged() {
        assertThat(rulesFiredFor(Patients.aged(74).female().with("Barrett's esophagus")
                .takingSince("omeprazole 20 MG", 20, "mg", "daily", LocalDate.of(2024, 1, 2))))
                .doesNotContain("beers-ppi-over-8-weeks");
        assertThat(rulesFiredFor(Patients.aged(74).female().taking("prednisone 10 MG")
                .takingSince("omeprazole 20 MG", 20, "mg", "daily", LocalDate.of(2024, 1, 2))))
                .doesNotContain("beers-ppi-over-8-weeks");
    }

    @Test
    void protonPumpInhibitorWithoutAStartDateAsksForIt() {
        EngineResult result = assess(Patients.aged(74).female().taking("omeprazole 20 MG", 20, "mg", "daily"));
        assertThat(result.missingData()).anyMatch(m -> m.item().equals("start date"));
    }

    @Test
    void avoidIsModerateAndUseWithCautionIsMinor() {
        assertThat(severityOf(Patients.aged(72).female().taking("Aspirin 81 MG Oral Tablet"),
                "beers-aspirin-primary-prevention")).isEqualTo("MODERATE");
        assertThat(severityOf(Patients.aged(78).male().taking("diphenhydramine 25 MG Oral Capsule"),
                "beers-first-generation-antihistamine")).isEqualTo("MODERATE");
        assertThat(severityOf(Patients.aged(80).male().taking("Effient 10 MG").with("Type 2 diabetes mellitus"),
                "beers-prasugrel-75")).isEqualTo("MINOR");
    }

    /**
     * Beers 2023's rivaroxaban advice is an "avoid" with a conditional strength; five probe writers left a label-dosed
     * rivaroxaban unflagged in their controls, so it is a minor reminder to consider apixaban.
     */
    @Test
    void longTermRivaroxabanIsAMinorReminder() {
        assertThat(severityOf(Patients.aged(78).male().taking("rivaroxaban 20 MG").lab("CrCl", 70, "mL/min"),
                "beers-rivaroxaban-long-term")).isEqualTo("MINOR");
    }

    @Test
    void immediateReleaseNifedipineIsTellsFromExtendedRelease() {
        assertThat(rulesFiredFor(Patients.aged(70).male().taking("nifedipine 10 MG Oral Capsule")))
                .contains("beers-nifedipine-immediate-release");
        assertThat(rulesFiredFor(Patients.aged(70).male().taking("NIFEdipine 30 MG 24HR Extended Release Oral Tablet")))
                .doesNotContain("beers-nifedipine-immediate-release");
        assertThat(assess(Patients.aged(70).male().taking("nifedipine")).missingData())
                .anyMatch(m -> m.item().equals("release form"));
    }

    @Test
    void shortActingInsulinAloneIsASlidingScaleButNotBesideABasalInsulin() {
        assertThat(rulesFiredFor(Patients.aged(80).female().taking("Humalog"))).contains("beers-sliding-scale-insulin");
        assertThat(rulesFiredFor(Patients.aged(80).female().taking("Humalog", "Lantus")))
                .doesNotContain("beers-sliding-scale-insulin");
    }

    @Test
    void alphaBlockerWithALoopDiureticIsAnIssueForOlderWomenOnly() {
        assertThat(rulesFiredFor(Patients.aged(75).female().taking("doxazosin 2 MG", "furosemide 20 MG")))
                .contains("beers-alpha-blocker-loop-diuretic-women");
        assertThat(rulesFiredFor(Patients.aged(75).male().taking("doxazosin 2 MG", "furosemide 20 MG")))
                .doesNotContain("beers-alpha-blocker-loop-diuretic-women");
    }

    @Test
    void phenytoinWithBactrimGivesOneBeersFinding() {
        EngineResult result = assess(Patients.aged(70).male().taking("phenytoin 100 MG", "Bactrim DS"));
        assertThat(result.findings().stream().filter(f -> f.ruleId().equals("beers-phenytoin-tmp-smx"))).hasSize(1);
    }

    @Test
    void deliriumAndSyncopeTextsSayWhatTheDrugsDo() {
        EngineResult delirium = assess(Patients.aged(80).female().taking("lorazepam 1 MG").with("Delirium"));
        assertThat(delirium.narrative().generalExplanation()).doesNotContain("anticholinergic");
        EngineResult syncope = assess(Patients.aged(80).female().taking("doxazosin 2 MG").with("Syncope").with("BPH"));
        assertThat(syncope.findings()).anyMatch(f -> f.ruleId().equals("beers-syncope-alpha-1-blocker")
                && f.mechanism().contains("alpha-1 blockers") && f.mechanism().contains("orthostatic"));
        assertThat(syncope.narrative().generalExplanation()).doesNotContain("slow the heart");
    }

    private static String severityOf(Patients patient, String ruleId) {
        return assess(patient).findings().stream().filter(f -> f.ruleId().equals(ruleId)).map(Finding::severity)
                .map(Enum::name).findFirst().orElse("none");
    }
}
