package com.medvigil.engine.condition;

import com.medvigil.engine.EngineFixture;
import com.medvigil.engine.Patients;
import org.junit.jupiter.api.Test;

import java.util.List;

import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

class ConditionRulesTest {

    private final ConditionMatcher matcher = new ConditionMatcher(
            EngineFixture.ENGINE.knowledge().conditionGroups().values(), EngineFixture.ENGINE.knowledge().vocabulary());

    @Test
    void matchesConditionsByWholeWordsAndByCode() {
        assertThat(matcher.groupsOf(List.of(new ConditionMatcher.Entry("CKD stage 4", null, "active"))))
                .contains("ckd");
        assertThat(matcher.groupsOf(List.of(new ConditionMatcher.Entry("Something", "88805009", null))))
                .contains("heart-failure");
        assertThat(matcher.groupsOf(List.of(new ConditionMatcher.Entry("Prediabetes", null, null))))
                .doesNotContain("diabetes");
    }

    @Test
    void aTermRightAfterANegationIsNotStated() {
        assertThat(matcher.groupsOf(List.of(new ConditionMatcher.Entry(
                "Parkinson disease psychosis (visual hallucinations), no dementia", null, null))))
                .contains("parkinson-disease").doesNotContain("dementia");
        assertThat(matcher.groupsOf(List.of(new ConditionMatcher.Entry("Dementia, no behavioural symptoms", null, null))))
                .contains("dementia");
        assertThat(matcher.groupsOf(List.of(new ConditionMatcher.Entry("Desire for pregnancy", null, null))))
                .doesNotContain("pregnancy");
    }

    @Test
    void resolvedConditionsCountOnlyWhereHistoryIsTheRisk() {
        assertThat(matcher.groupsOf(List.of(new ConditionMatcher.Entry("Deep vein thrombosis", null, "resolved"))))
                .contains("vte-history");
        assertThat(matcher.groupsOf(List.of(new ConditionMatcher.Entry("Asthma", null, "resolved"))))
                .doesNotContain("asthma");
        assertThat(matcher.groupsOf(List.of(new ConditionMatcher.Entry("Asthma", null, "entered-in-error"))))
                .isEmpty();
    }

    @Test
    void nsaidInHeartFailureIsMajor() {
        assertThat(rulesFiredFor(Patients.aged(60).male().taking("naproxen 500 MG").with("Heart failure")))
                .contains("cond-nsaid-heart-failure");
    }

    @Test
    void nonSelectiveBetaBlockerInAsthmaButNotACardioselectiveOne() {
        assertThat(rulesFiredFor(Patients.aged(30).male().taking("propranolol 40 MG").with("Asthma")))
                .contains("cond-beta-blocker-asthma");
        assertThat(rulesFiredFor(Patients.aged(30).male().taking("bisoprolol 5 MG").with("Asthma"))).isEmpty();
    }

    @Test
    void estrogenAfterVteIsContraindicated() {
        assertThat(rulesFiredFor(Patients.aged(29).female().taking("Trinessa 28 Day Pack")
                .with("History of pulmonary embolism"))).contains("cond-estrogen-vte");
    }
}
