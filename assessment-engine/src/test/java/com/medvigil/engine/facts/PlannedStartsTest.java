package com.medvigil.engine.facts;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.Patients;
import com.medvigil.engine.result.Finding;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;

import static com.medvigil.engine.EngineFixture.assess;
import static org.assertj.core.api.Assertions.assertThat;

/** A medicine planned to start later meets what is taken on the day it starts, and the texts say so. */
class PlannedStartsTest {

    private static final LocalDate NEXT_WEEK = Patients.AS_OF.plusDays(7);

    @Test
    void aPlannedMedicineIsCheckedAndItsFindingSaysWhenItStarts() {
        EngineResult result = assess(Patients.aged(60).male()
                .takingSince("clarithromycin 500 MG", 500, "mg", "BID", NEXT_WEEK)
                .taking("simvastatin 40 MG", 40, "mg", "daily"));

        Finding finding = result.findings().stream().filter(f -> f.ruleId().equals("onc-statin-cyp3a4-inhibitor"))
                .findFirst().orElseThrow();
        assertThat(finding.mechanism()).endsWith(" clarithromycin 500 MG is planned to start on " + NEXT_WEEK + ".");
        assertThat(result.medications()).anySatisfy(medication -> {
            assertThat(medication.name()).isEqualTo("clarithromycin 500 MG");
            assertThat(medication.note()).startsWith("planned: starts " + NEXT_WEEK);
        });
        assertThat(result.incomplete()).isFalse();
    }

    @Test
    void aMedicineSetToStopBeforeThePlannedStartCountsOnlyInsideItsWashoutAndSaysSo() {
        EngineResult inside = assess(Patients.aged(45).male()
                .takingUntil("phenelzine 15 MG", 15, "mg", "TID", Patients.AS_OF.plusDays(3))
                .takingSince("sertraline 50 MG", 50, "mg", "daily", NEXT_WEEK));
        EngineResult after = assess(Patients.aged(45).male()
                .takingUntil("phenelzine 15 MG", 15, "mg", "TID", Patients.AS_OF.plusDays(3))
                .takingSince("sertraline 50 MG", 50, "mg", "daily", Patients.AS_OF.plusDays(30)));

        Finding finding = inside.findings().stream().filter(f -> f.ruleId().equals("onc-maoi-ssri")).findFirst()
                .orElseThrow();
        assertThat(finding.mechanism()).contains("phenelzine 15 MG is set to stop on " + Patients.AS_OF.plusDays(3)
                + " but still counts until " + Patients.AS_OF.plusDays(17));
        assertThat(after.findings()).extracting(Finding::ruleId).doesNotContain("onc-maoi-ssri");
    }

    @Test
    void aDoseStepFromNextWeekIsNoDuplicateOfTheDoseItReplaces() {
        EngineResult result = assess(Patients.aged(58).male()
                .takingUntil("metoprolol tartrate 25 MG Oral Tablet", 25, "mg", "BID", NEXT_WEEK)
                .takingSince("metoprolol tartrate 50 MG Oral Tablet", 50, "mg", "BID", NEXT_WEEK.plusDays(1)));

        assertThat(result.findings()).extracting(Finding::ruleId).doesNotContain("dup-same-ingredient");
    }
}
