package com.medvigil.engine.geriatric;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.Patients;
import org.junit.jupiter.api.Test;

import static com.medvigil.engine.EngineFixture.assess;
import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

class GeriatricRulesTest {

    @Test
    void beersAppliesFrom65() {
        assertThat(rulesFiredFor(Patients.aged(65).female().taking("lorazepam 0.5 MG"))).contains("beers-benzodiazepine");
        assertThat(rulesFiredFor(Patients.aged(64).female().taking("lorazepam 0.5 MG"))).doesNotContain("beers-benzodiazepine");
    }

    @Test
    void withoutAnAgeBeersIsNotGuessed() {
        assertThat(rulesFiredFor(Patients.ofUnknownAge().female().taking("Benadryl 25 MG"))).isEmpty();
    }

    @Test
    void anticholinergicBurdenSumsDistinctDrugs() {
        EngineResult result = assess(Patients.aged(80).female().taking("Ditropan XL 10 MG", "furosemide 20 MG",
                "metoprolol 25 MG"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("anticholinergic-burden-high")
                && f.title().startsWith("Anticholinergic burden score 5"));
    }

    @Test
    void digoxinAboveOneEighthMilligramInAnOlderAdult() {
        assertThat(rulesFiredFor(Patients.aged(82).female().taking("Digoxin 0.125 MG Oral Tablet", 2, "tablet", "daily")))
                .contains("beers-digoxin-dose");
    }

    @Test
    void threeCnsActiveDrugs() {
        assertThat(rulesFiredFor(Patients.aged(76).male().taking("gabapentin 300 MG", "escitalopram 10 MG",
                "mirtazapine 15 MG"))).contains("beers-three-cns-active");
    }
}
