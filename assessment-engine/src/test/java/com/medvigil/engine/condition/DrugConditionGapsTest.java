package com.medvigil.engine.condition;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.Patients;
import org.junit.jupiter.api.Test;

import static com.medvigil.engine.EngineFixture.assess;
import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

/** Drug-condition rules the clinical review found missing, and the estrogen/breast cancer effect text. */
class DrugConditionGapsTest {

    @Test
    void aceInhibitorAfterAceInhibitorAngioedemaIsContraindicated() {
        assertThat(rulesFiredFor(Patients.aged(60).male().taking("lisinopril 10 MG").with("ACE inhibitor angioedema")))
                .contains("cond-ace-inhibitor-angioedema-contraindicated")
                .doesNotContain("cond-ace-inhibitor-angioedema-history");
        assertThat(rulesFiredFor(Patients.aged(60).male().taking("lisinopril 10 MG").with("Angioedema")))
                .contains("cond-ace-inhibitor-angioedema-history");
        assertThat(rulesFiredFor(Patients.aged(60).male().taking("losartan 50 MG").with("Angioedema")))
                .doesNotContain("cond-ace-inhibitor-angioedema-history");
    }

    @Test
    void triptanWithCoronaryDiseaseIsContraindicated() {
        assertThat(rulesFiredFor(Patients.aged(55).female().taking("sumatriptan 50 MG").with("Coronary artery disease")))
                .contains("cond-triptan-vascular-disease");
        assertThat(rulesFiredFor(Patients.aged(35).female().taking("sumatriptan 50 MG").with("Migraine")))
                .doesNotContain("cond-triptan-vascular-disease");
    }

    @Test
    void glp1AgonistWithMedullaryThyroidCancerHistoryIsContraindicated() {
        assertThat(rulesFiredFor(Patients.aged(50).female().taking("Ozempic 0.5 MG")
                .with("Family history of medullary thyroid carcinoma"))).contains("cond-glp1-medullary-thyroid");
        assertThat(rulesFiredFor(Patients.aged(50).female().taking("Ozempic 0.5 MG").with("Hypothyroidism")))
                .doesNotContain("cond-glp1-medullary-thyroid");
    }

    @Test
    void anticoagulantAfterIntracranialHaemorrhageIsMajor() {
        EngineResult result = assess(Patients.aged(70).male().taking("apixaban 5 MG").with("Intracerebral hemorrhage"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("cond-anticoagulant-intracranial-bleed")
                && f.severity().name().equals("MAJOR"));
    }

    @Test
    void estrogenWithBreastCancerSpeaksOfCancerNotClots() {
        EngineResult result = assess(Patients.aged(50).female().taking("Premarin 0.625 MG").with("Breast cancer"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("cond-estrogen-breast-cancer"));
        assertThat(result.narrative().generalExplanation()).contains("hormone-sensitive breast cancer");
    }

    @Test
    void riociguatInPregnancyIsAKnownTeratogen() {
        assertThat(rulesFiredFor(Patients.aged(30).female().reproductive(com.medvigil.engine.PatientCase.ReproductiveStatus.PREGNANT)
                .taking("Adempas 1 MG"))).contains("preg-known-teratogen");
    }
}
