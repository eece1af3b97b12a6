package com.medvigil.engine.condition;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.Patients;
import org.junit.jupiter.api.Test;

import static com.medvigil.engine.EngineFixture.assess;
import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

/** Labels' age limits for children: contraindications and boxed warnings. */
class ChildContraindicationRulesTest {

    @Test
    void codeineUnderTwelveIsContraindicatedAsAChildFinding() {
        EngineResult result = assess(Patients.aged(8).male().weighing(25).taking("Tylenol with Codeine #3"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("child-codeine-tramadol-under-12")
                && f.severity().name().equals("CONTRAINDICATED") && f.type().equals("CHILD")
                && f.title().equals("Codeine in a child under 12"));
    }

    @Test
    void codeineAtTwelveWithoutRiskFactorsIsNotAChildAlert() {
        assertThat(rulesFiredFor(Patients.aged(12).male().weighing(45).taking("Tylenol with Codeine #3")))
                .doesNotContain("child-codeine-tramadol-under-12", "child-codeine-tramadol-after-tonsillectomy");
    }

    @Test
    void tramadolAfterTonsillectomyUnderEighteenIsContraindicated() {
        assertThat(rulesFiredFor(Patients.aged(15).female().weighing(55).taking("tramadol 50 MG")
                .with("Tonsillectomy"))).contains("child-codeine-tramadol-after-tonsillectomy");
    }

    @Test
    void withoutAnAgeNoChildRuleGuesses() {
        assertThat(rulesFiredFor(Patients.ofUnknownAge().taking("Tylenol with Codeine #3")))
                .doesNotContain("child-codeine-tramadol-under-12");
    }

    @Test
    void aspirinInAChildWithFluWarnsOfReyeSyndromeButNotWithoutTheIllness() {
        assertThat(rulesFiredFor(Patients.aged(10).female().taking("aspirin 325 MG").with("Influenza")))
                .contains("child-salicylate-viral-illness");
        assertThat(rulesFiredFor(Patients.aged(10).female().taking("aspirin 81 MG").with("Kawasaki disease")))
                .doesNotContain("child-salicylate-viral-illness");
        assertThat(rulesFiredFor(Patients.aged(40).female().taking("aspirin 325 MG").with("Influenza")))
                .doesNotContain("child-salicylate-viral-illness");
    }

    @Test
    void ceftriaxoneWithIntravenousCalciumIsContraindicatedOnlyInANeonate() {
        assertThat(rulesFiredFor(Patients.agedDays(10).male().taking("ceftriaxone 250 MG", "calcium gluconate")))
                .contains("child-ceftriaxone-calcium-neonate");
        assertThat(rulesFiredFor(Patients.agedDays(60).male().taking("ceftriaxone 250 MG", "calcium gluconate")))
                .doesNotContain("child-ceftriaxone-calcium-neonate");
    }

    @Test
    void promethazineIsContraindicatedUnderTwoOnly() {
        assertThat(rulesFiredFor(Patients.agedDays(500).female().taking("promethazine 6.25 MG/5 ML Oral Solution")))
                .contains("child-promethazine-under-2");
        assertThat(rulesFiredFor(Patients.aged(3).female().taking("promethazine 6.25 MG/5 ML Oral Solution")))
                .doesNotContain("child-promethazine-under-2");
    }

    @Test
    void anInfantsAgeIsSaidInMonthsNotAsZeroYears() {
        EngineResult result = assess(Patients.agedDays(150).female().taking("loperamide 2 MG"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("child-loperamide-under-2"));
        assertThat(result.narrative().tailoredAdvice()).contains("4 months old").doesNotContain("0 years");
    }
}
