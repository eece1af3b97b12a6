package com.medvigil.engine.knowledge;

import com.medvigil.engine.EngineFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The knowledge base is consistent: the loader refuses inconsistent files (shown on deliberately broken sets), and
 * the bundled files pass every check and cover what the issue asks for.
 */
class KnowledgeIntegrityTest {

    private final KnowledgeBase knowledge = EngineFixture.ENGINE.knowledge();

    @ParameterizedTest(name = "{0} is refused")
    @CsvSource(delimiter = '|', value = {
            "unknown-drug|refers to unknown drug or class naproxenn",
            "unknown-drug|reference label-y refers to unknown drug or class ibuprofenn",
            "duplicate-id|rule id r1 is used twice",
            "unsourced-rule|rule r1 names no source",
            "unsourced-rule|rule r2 cites unknown source made-up-source",
            "bad-severity|catastrophic",
            "repeated-rule|repeats another rule's medicines and context",
            "bad-patient-clauses|rule r1: sex is one of",
            "bad-patient-clauses|rule r2: riskFactors needs atLeast or fewerThan between 1 and the number of factors",
            "bad-patient-clauses|rule r3: the release form a rule may require is 'immediate' or 'extended'",
            "bad-patient-clauses|rule r4: risk factor names unknown lab measure creatinin",
            "bad-patient-clauses|rule r5: dailyDoseAboveMgPerKg must be positive",
            "bad-patient-clauses|rule r6: the route a rule may require is 'oral', 'oral-first', 'transdermal', 'parenteral', 'non-parenteral', 'otic', 'ophthalmic', 'topical' or 'nasal'",
            "bad-patient-clauses|rule r7: a gestational week limit and gestationalWeeksUnknown exclude each other",
            "bad-patient-clauses|rule r8: the dose form a rule may require is 'capsule' or 'tablet'",
            "bad-patient-clauses|rule r9: a dose limit is per kg or per square metre, not both",
            "bad-patient-clauses|rule r10: dailyDoseAboveMgPerM2 must be positive",
            "bad-patient-clauses|rule r11: alsoCondition needs condition",
            "unknown-route|drug ibuprofen: unknown route eyeball",
            "unknown-route|product Ibugel: unknown route local",
            "unknown-route|rule r1 localRoutes: unknown route skin",
            "misused-criteria|rule dose-of-without-limit: 'doseOf' needs 'dailyDoseAboveMg'",
            "misused-criteria|rule reaction-on-interaction: 'allergyReaction' applies only to allergy rules",
            "misused-criteria|a named-class allergy rule names classes, not the drug cephalexin",
            "misused-criteria|rule graded-intolerance: a recorded-intolerance rule takes no severeReactionSeverity",
            "misused-criteria|product Simcor: strengthOrder must list each of its ingredients once",
            "misused-criteria|product Vytorin: totalMassParts must give one positive part for each ingredient",
            "misused-criteria|product Zosyn Galaxy: totalMassParts differ from another product of the same ingredients",
            "misused-criteria|rule definite-without-burden: 'burdenDefinite' applies only with 'burdenAtLeast'",
            "misused-criteria|rule dose-floor-not-positive: unlessDailyDoseAtMostMg must be positive",
            "misused-criteria|rule dose-each-not-positive: unlessDoseAtMostMg must be positive",
            "misused-criteria|rule dose-raise-not-positive: unlessDailyDoseAtLeastMg must be positive",
            "misused-criteria|rule raised-without-same: 'unlessRaisedBeside' needs 'sameIngredient'",
            "misused-criteria|rule lab-limit-unknown: unlessLabBelow needs a known lab measure and a value below which it stands aside",
            "misused-criteria|rule lab-since-start-without-lab: 'labSinceStart' needs a 'lab'",
            "misused-criteria|rule reading-age-unknown: readingOlderThanDays needs a known lab measure and a positive number of days",
            "misused-criteria|rule reading-age-not-positive: readingOlderThanDays needs a known lab measure and a positive number of days",
            "misused-criteria|rule dose-ceiling-not-positive: dailyDoseAtMostMg must be positive",
            "misused-criteria|rule factors-both-ways: riskFactors needs atLeast or fewerThan between 1 and the number of factors",
            "misused-criteria|rule prior-days-alone: priorForAtLeastDays needs noPriorOf and a positive number of days",
            "misused-criteria|rule single-dose-both-ways: singleDose and unlessSingleDose cannot both hold",
            "misused-criteria|measure rise-of-nothing: change.of must name a measure defined before it",
            "misused-criteria|measure rise-of-never: change.withinDays must be positive",
            "misused-criteria|measure rise-as-guess: change.as must be 'ratio', 'difference' or 'percent-fall'",
            "misused-criteria|measure rise-with-terms: a change measure is read from another measure, not recognised by terms or codes",
            "misused-criteria|rule stop-window-not-positive: stoppedWithinDays must be positive",
            "misused-criteria|rule taper-without-stop: 'unlessTapered' and 'unlessTakenAfterStop' need 'stoppedWithinDays'",
            "misused-criteria|rule stop-of-a-group: 'stoppedWithinDays' applies to 'drugs' or to an 'all' of two slots",
            "misused-criteria|rule prior-without-start: noPriorOf needs startedWithinDays, the days before the start it looks back",
            "misused-criteria|rule except-without-same: 'sameIngredientExcept' needs 'sameIngredient'",
            "misused-criteria|rule switching-not-positive: unlessSwitchingWithinDays must be positive",
            "misused-criteria|histamineReleaseReactionTerms names unknown class no-such-class",
            "misused-criteria|drug ergocalciferol: internationalUnitsPerMg must be a positive number",
            "misused-criteria|drug oxycodone morphineEquivalent: unknown route nose",
            "misused-criteria|drug tramadol: morphineEquivalent needs a positive perMg",
            "misused-criteria|rule scoped-to-a-setting-nobody-wrote: unknown condition group no-such-setting",
            "misused-criteria|rule mme-band-upside-down: morphineEquivalentsAtLeast must be positive and below morphineEquivalentsBelow",
            "misused-criteria|side effect Muscle aches is masked by unknown effect no-such-effect",
            "misused-criteria|condition group diabetes-or-nothing has unknown member no-such-group",
            "misused-criteria|condition group nested has member diabetes-or-nothing, which has members of its own"})
    void loaderRefusesInconsistentKnowledge(String set, String expectedProblem) {
        assertThatThrownBy(() -> new KnowledgeLoader().load("broken-knowledge/" + set + "/manifest.yaml"))
                .isInstanceOf(KnowledgeException.class)
                .hasMessageContaining(expectedProblem);
    }

    /** Fixed values bind to the engine's enums: an unknown one names the file, the entry and the field. */
    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
            "unknown-values|rules.yaml: rule r1: unknown reproductive status EXPECTING",
            "unknown-values|rules.yaml: rule r2: unknown alcohol level lots",
            "unknown-values|rules.yaml: rule r3: unknown smoking status sometimes",
            "unknown-values|narrative.yaml: effect bleeding: unknown onset sudden",
            "unknown-values|narrative.yaml: effect bleeding concern Black stools: unknown concern severity URGENT",
            "unknown-values|narrative.yaml: alternative Acetaminophen: unknown route eyeball",
            "unknown-values|narrative.yaml: alternative Acetaminophen: unknown reproductive status NURSING",
            "unknown-values|narrative.yaml: riskAdvice: unknown risk level LOW",
            "unknown-values|narrative.yaml: riskAdvice has no text for MILD",
            "bad-severity|rules.yaml: rules[0].severity has an unknown value"})
    void knowledgeFileWithAnUnknownValueFailsAtLoad(String set, String expectedProblem) {
        assertThatThrownBy(() -> new KnowledgeLoader().load("broken-knowledge/" + set + "/manifest.yaml"))
                .isInstanceOf(KnowledgeException.class)
                .hasMessageContaining(expectedProblem);
    }

    @Test
    void everyRuleIsSourcedWithKnownSourcesAndHasASeverity() {
        for (Rule rule : knowledge.rules()) {
            assertThat(rule.sources()).as(rule.id()).isNotEmpty();
            assertThat(knowledge.sources().keySet()).as(rule.id()).containsAll(rule.sources());
            assertThat(rule.severity()).as(rule.id()).isNotNull();
            assertThat(rule.title()).as(rule.id()).isNotBlank();
        }
    }

    @Test
    void ruleIdsAreUniqueAndEveryFileHasAVersion() {
        Set<String> ids = new HashSet<>();
        knowledge.rules().forEach(rule -> assertThat(ids.add(rule.id())).as(rule.id()).isTrue());
        knowledge.fileVersions().forEach((file, version) -> assertThat(version).as(file).isNotBlank());
    }

    @Test
    void noUrlIsInventedForDrugLabels() {
        knowledge.sources().values().stream().filter(s -> "Drug label".equals(s.type()))
                .forEach(s -> assertThat(s.url()).as(s.id()).isNull());
    }

    @Test
    void coversAtLeast300DrugsAndTheHighRiskGroups() {
        assertThat(knowledge.drugs()).hasSizeGreaterThanOrEqualTo(300);
        for (String group : new String[]{"anticoagulant", "antiarrhythmic", "antiepileptic", "immunosuppressant",
                "maoi", "opioid", "benzodiazepine", "insulin", "sulfonylurea", "pharmacokinetic-booster",
                "azole-antifungal", "macrolide", "fluoroquinolone"}) {
            long members = knowledge.drugs().keySet().stream().filter(d -> knowledge.tokensOf(d).contains(group)).count();
            assertThat(members).as(group).isGreaterThan(0);
        }
        for (String drug : new String[]{"methotrexate", "lithium", "digoxin", "ritonavir", "cobicistat"}) {
            assertThat(knowledge.drugs()).containsKey(drug);
        }
    }

    @Test
    void everyRuleFamilyHasRules() {
        Map<Family, Integer> counts = new EnumMap<>(Family.class);
        knowledge.rules().forEach(rule -> counts.merge(rule.family(), 1, Integer::sum));
        assertThat(counts.keySet()).containsExactlyInAnyOrder(Family.values());
    }

    @Test
    void everyRuleEffectAndNarrativeReferenceExists() {
        knowledge.rules().stream().filter(r -> r.effect() != null)
                .forEach(r -> assertThat(knowledge.effects()).as(r.id()).containsKey(r.effect()));
        knowledge.alternatives().forEach(a -> a.replaces()
                .forEach(ref -> assertThat(knowledge.isKnownReference(ref)).as(a.name()).isTrue()));
    }

    @Test
    void classesHoldMembers() {
        for (String classId : knowledge.classes().keySet()) {
            boolean used = knowledge.drugs().keySet().stream().anyMatch(d -> knowledge.tokensOf(d).contains(classId))
                    || knowledge.products().stream().anyMatch(p -> knowledge.tokensOfClasses(p.classes()).contains(classId));
            assertThat(used).as("class " + classId + " has no drug").isTrue();
        }
    }
}
