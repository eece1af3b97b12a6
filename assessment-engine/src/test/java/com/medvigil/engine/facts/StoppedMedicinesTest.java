package com.medvigil.engine.facts;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.Patients;
import com.medvigil.engine.result.Finding;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;

import static com.medvigil.engine.EngineFixture.assess;
import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

/** Rules about stopping a medicine read what ended lately, and stand aside for a taper, a replacement or a re-dose. */
class StoppedMedicinesTest {

    private static final LocalDate LONG_AGO = Patients.AS_OF.minusYears(2);
    private static final LocalDate THREE_DAYS_AGO = Patients.AS_OF.minusDays(3);

    @Test
    void aClonidineStoppedThreeDaysAgoIsNamedWithItsStopDate() {
        EngineResult result = assess(Patients.aged(60).male()
                .stopped("clonidine 0.2 MG Oral Tablet", 0.2, "mg", "BID", LONG_AGO, THREE_DAYS_AGO));

        Finding finding = result.findings().stream().filter(f -> f.ruleId().equals("stop-clonidine-abrupt"))
                .findFirst().orElseThrow();
        assertThat(finding.title()).isEqualTo("Clonidine stopped on " + THREE_DAYS_AGO + " without a taper");
    }

    @Test
    void aTaperOnTheRecordAStopLongAgoOrTheSameMedicineTakenNowIsNoAbruptStop() {
        LocalDate stepDown = Patients.AS_OF.minusDays(7);
        assertThat(rulesFiredFor(Patients.aged(60).male()
                .stopped("clonidine 0.2 MG Oral Tablet", 0.2, "mg", "BID", LONG_AGO, stepDown)
                .stopped("clonidine 0.1 MG Oral Tablet", 0.1, "mg", "BID", stepDown, THREE_DAYS_AGO)))
                .doesNotContain("stop-clonidine-abrupt");
        assertThat(rulesFiredFor(Patients.aged(60).male()
                .stopped("clonidine 0.2 MG Oral Tablet", 0.2, "mg", "BID", LONG_AGO, Patients.AS_OF.minusDays(30))))
                .doesNotContain("stop-clonidine-abrupt");
        assertThat(rulesFiredFor(Patients.aged(60).male()
                .stopped("clonidine 0.2 MG Oral Tablet", 0.2, "mg", "BID", LONG_AGO, THREE_DAYS_AGO)
                .taking("clonidine 0.1 MG/24HR Transdermal System")))
                .doesNotContain("stop-clonidine-abrupt");
    }

    @Test
    void aStoppedInducerRaisesItsPartnerUnlessThePartnerWasDosedAgainSinceTheStop() {
        assertThat(rulesFiredFor(Patients.aged(40).male()
                .stopped("carbamazepine 200 MG Oral Tablet", 400, "mg", "BID", LONG_AGO, THREE_DAYS_AGO)
                .takingSince("clozapine 100 MG Oral Tablet", 400, "mg", "BID", LONG_AGO)))
                .contains("stopped-inducer-substrate-rises");
        assertThat(rulesFiredFor(Patients.aged(40).male()
                .stopped("carbamazepine 200 MG Oral Tablet", 400, "mg", "BID", LONG_AGO, THREE_DAYS_AGO)
                .takingSince("clozapine 100 MG Oral Tablet", 300, "mg", "BID", THREE_DAYS_AGO)))
                .doesNotContain("stopped-inducer-substrate-rises");
    }
}
