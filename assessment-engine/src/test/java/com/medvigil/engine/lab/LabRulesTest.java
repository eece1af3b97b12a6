package com.medvigil.engine.lab;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.PatientCase;
import com.medvigil.engine.Patients;
import org.junit.jupiter.api.Test;

import static com.medvigil.engine.EngineFixture.assess;
import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

class LabRulesTest {

    @Test
    void potassiumAboveFiveWithAnAceInhibitor() {
        assertThat(rulesFiredFor(Patients.aged(64).male().taking("lisinopril 20 MG").lab("Potassium", 5.3, "mmol/L")))
                .contains("lab-potassium-high");
        assertThat(rulesFiredFor(Patients.aged(64).male().taking("lisinopril 20 MG").lab("K", 5.7, "mEq/L")))
                .contains("lab-potassium-very-high");
    }

    @Test
    void qtcFromVitalsOrLabInSeconds() {
        PatientCase.Vitals vitals = new PatientCase.Vitals(null, null, null, null, null, null, 480.0);
        assertThat(rulesFiredFor(Patients.aged(45).male().taking("citalopram 20 MG").vitals(vitals)))
                .contains("lab-qtc-prolonged");
        assertThat(rulesFiredFor(Patients.aged(45).male().taking("methadone 40 MG").lab("QTc", 0.52, "s")))
                .contains("lab-qtc-very-prolonged");
    }

    @Test
    void highInrWithWarfarinAndAnAdvisoryWithoutOne() {
        assertThat(rulesFiredFor(Patients.aged(70).male().taking("warfarin 5 MG").lab("INR", 6.1, null)))
                .contains("lab-inr-very-high");
        EngineResult noInr = assess(Patients.aged(70).male().taking("warfarin 5 MG"));
        assertThat(noInr.missingData()).anyMatch(m -> m.item().equals("inr"));
    }

    @Test
    void plateletCountsInCellsPerMicrolitreAreConverted() {
        assertThat(rulesFiredFor(Patients.aged(66).female().taking("Eliquis 5 MG").lab("Platelet count", 35000, "/uL")))
                .contains("lab-platelets-very-low");
    }

    @Test
    void bradycardiaWithABetaBlocker() {
        PatientCase.Vitals vitals = new PatientCase.Vitals(118.0, 70.0, 46.0, null, null, null, null);
        assertThat(rulesFiredFor(Patients.aged(60).male().taking("metoprolol 50 MG").vitals(vitals)))
                .contains("vital-bradycardia");
    }

    @Test
    void aReadingInAnUnknownUnitIsSetAsideAndReported() {
        EngineResult result = assess(Patients.aged(60).male().taking("lisinopril 10 MG").lab("Potassium", 22, "mg/dL"));
        assertThat(result.findings()).isEmpty();
        assertThat(result.missingData()).anyMatch(m -> m.item().equals("lab unit"));
    }
}
