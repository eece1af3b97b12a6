package com.medvigil.engine.lifestyle;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.Patients;
import org.junit.jupiter.api.Test;

import static com.medvigil.engine.EngineFixture.assess;
import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

class LifestyleRulesTest {

    @Test
    void grapefruitWithSimvastatin() {
        assertThat(rulesFiredFor(Patients.aged(60).male().taking("simvastatin 20 MG").social(null, null, null, true)))
                .contains("grapefruit-simvastatin-lovastatin");
        assertThat(rulesFiredFor(Patients.aged(60).male().taking("simvastatin 20 MG").social(null, null, null, false)))
                .doesNotContain("grapefruit-simvastatin-lovastatin");
    }

    @Test
    void anyAlcoholWithMetronidazoleAndAnAdvisoryWhenUnknown() {
        assertThat(rulesFiredFor(Patients.aged(33).male().taking("Flagyl 500 MG").social("occasional", null, null, null)))
                .contains("alcohol-metronidazole");
        EngineResult unknown = assess(Patients.aged(33).male().taking("Flagyl 500 MG"));
        assertThat(unknown.missingData()).anyMatch(m -> m.item().equals("alcohol use"));
    }

    @Test
    void smokingWithACombinedPillFrom35() {
        assertThat(rulesFiredFor(Patients.aged(38).female().taking("Trinessa 28 Day Pack").social(null, "current", null, null)))
                .contains("smoking-combined-contraceptive-over-35");
        assertThat(rulesFiredFor(Patients.aged(24).female().taking("Trinessa 28 Day Pack").social(null, "current", null, null)))
                .doesNotContain("smoking-combined-contraceptive-over-35");
    }

    @Test
    void socialHistoryValuesAreNormalised() {
        assertThat(SocialExposure.of("Heavy", "Yes", true)).isEqualTo(new SocialExposure("heavy", "current", true));
        assertThat(SocialExposure.of(null, "unknown", null)).isEqualTo(new SocialExposure(null, null, null));
    }

    @Test
    void warfarinAlwaysCarriesTheVitaminKPrecaution() {
        EngineResult result = assess(Patients.aged(66).male().taking("warfarin 5 MG").lab("INR", 2.5, null));
        assertThat(result.narrative().dietaryPrecautions()).anyMatch(d -> d.name().contains("vitamin K"));
    }
}
