package com.medvigil.engine.duplicate;

import com.medvigil.engine.Patients;
import org.junit.jupiter.api.Test;

import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

class DuplicationRulesTest {

    @Test
    void acetaminophenHiddenInACombinationIsADuplicate() {
        assertThat(rulesFiredFor(Patients.aged(45).female().taking("Norco", "Tylenol 500 MG")))
                .contains("dup-same-ingredient");
    }

    @Test
    void twoNsaidsAreADuplicate() {
        assertThat(rulesFiredFor(Patients.aged(42).female().taking("Aleve", "ibuprofen 400 MG"))).contains("dup-nsaid");
    }

    @Test
    void aceInhibitorWithArbIsDualBlockade() {
        assertThat(rulesFiredFor(Patients.aged(64).male().taking("ramipril 10 MG", "Diovan 160 MG")))
                .contains("dup-raas-blockade");
    }

    @Test
    void theSameEntryFromRequestAndStoredDataIsNotADuplicate() {
        assertThat(rulesFiredFor(Patients.aged(60).male().taking("Lisinopril 10 MG Oral Tablet",
                "Lisinopril 10 MG Oral Tablet"))).doesNotContain("dup-same-ingredient");
    }

    @Test
    void basalAndBolusInsulinAreNotFlagged() {
        assertThat(rulesFiredFor(Patients.aged(45).male().taking("Lantus", "Humalog"))).isEmpty();
    }
}
