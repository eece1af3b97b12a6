package com.medvigil.engine.cases;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.medvigil.engine.AssessmentEngine;
import com.medvigil.engine.EngineResult;
import com.medvigil.engine.knowledge.Rule;
import com.medvigil.engine.result.Finding;
import com.medvigil.engine.result.MissingData;
import com.medvigil.engine.result.Narrative;
import com.medvigil.engine.result.RiskLevel;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The clinical case suite: every case file under src/test/resources/cases is run through the engine. Each case must
 * reach its expected risk level and name its expected rules; negative controls must stay MILD. The run prints the
 * sensitivity on SEVERE cases and the false-alarm rate on negative controls, and every knowledge rule must be hit by
 * at least one case.
 */
class ClinicalCaseSuiteTest {

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory())
            .registerModule(new JavaTimeModule())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private static AssessmentEngine engine;
    private static final Map<ClinicalCase, EngineResult> RESULTS = new LinkedHashMap<>();

    @BeforeAll
    static void runAllCases() throws IOException, URISyntaxException {
        engine = AssessmentEngine.withBundledKnowledge();
        for (ClinicalCase clinicalCase : loadCases()) {
            RESULTS.put(clinicalCase, engine.assess(clinicalCase.toPatientCase()));
        }
    }

    record CaseFile(String family, List<ClinicalCase> cases) {
    }

    static List<ClinicalCase> loadCases() throws IOException, URISyntaxException {
        Path folder = Path.of(ClinicalCaseSuiteTest.class.getClassLoader().getResource("cases").toURI());
        List<ClinicalCase> cases = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                try (InputStream in = Files.newInputStream(file)) {
                    cases.addAll(YAML.readValue(in, CaseFile.class).cases());
                }
            }
        }
        return cases;
    }

    @TestFactory
    Stream<DynamicTest> everyCaseReachesItsExpectedRiskAndFindings() {
        return RESULTS.entrySet().stream().map(entry -> DynamicTest.dynamicTest(entry.getKey().id(), () -> {
            ClinicalCase clinicalCase = entry.getKey();
            EngineResult result = entry.getValue();
            Set<String> fired = result.findings().stream().map(Finding::ruleId).collect(Collectors.toSet());
            String context = clinicalCase.id() + " fired " + fired + " -> " + result.riskLevel();
            assertThat(result.riskLevel()).as(context).isEqualTo(clinicalCase.expect());
            assertThat(fired).as(context).containsAll(clinicalCase.findingsOrEmpty());
            for (String absentRule : clinicalCase.absentOrEmpty()) {
                assertThat(fired).as(context).doesNotContain(absentRule);
            }
            Set<String> gaps = result.missingData().stream().map(MissingData::item).collect(Collectors.toSet());
            assertThat(gaps).as(clinicalCase.id() + " missing data").containsAll(clinicalCase.missingOrEmpty());
            assertThat(result.unrecognizedMedications()).as(clinicalCase.id() + " unrecognised")
                    .containsAll(clinicalCase.unrecognizedOrEmpty());
            List<String> offered = result.narrative().alternativeMedications().stream()
                    .map(Narrative.AlternativeMedication::name).toList();
            assertThat(offered).as(clinicalCase.id() + " alternatives").containsAll(clinicalCase.offersOrEmpty());
            for (String notOffered : clinicalCase.doesNotOfferOrEmpty()) {
                assertThat(offered).as(clinicalCase.id() + " alternatives").doesNotContain(notOffered);
            }
            if (clinicalCase.incomplete() != null) {
                assertThat(result.incomplete()).as(clinicalCase.id() + " incomplete").isEqualTo(clinicalCase.incomplete());
            }
        }));
    }

    /** A placeholder left unfilled ("Ketamine with {condition}") would reach the clinician as it stands. */
    @Test
    void everyFindingTextHasItsPlaceholdersFilled() {
        java.util.regex.Pattern placeholder = java.util.regex.Pattern.compile("\\{[A-Za-z0-9]+}");
        List<String> unfilled = new ArrayList<>();
        RESULTS.forEach((clinicalCase, result) -> result.findings().forEach(finding -> {
            for (String text : List.of(finding.title(), finding.mechanism(), finding.management())) {
                if (text != null && placeholder.matcher(text).find()) {
                    unfilled.add(clinicalCase.id() + " " + finding.ruleId() + ": " + text);
                }
            }
        }));
        assertThat(unfilled).isEmpty();
    }

    /** Specificity matters as much as sensitivity: at least a quarter of the cases are negative controls. */
    @Test
    void suiteHoldsAtLeast600CasesAQuarterOfThemNegativeControls() {
        assertThat(RESULTS).hasSizeGreaterThanOrEqualTo(600);
        long negatives = RESULTS.keySet().stream().filter(ClinicalCase::isNegativeControl).count();
        assertThat(4 * negatives).as(negatives + " negative controls of " + RESULTS.size()).isGreaterThanOrEqualTo(RESULTS.size());
        assertThat(RESULTS.keySet().stream().map(ClinicalCase::id).distinct().count()).isEqualTo(RESULTS.size());
    }

    @Test
    void negativeControlsAreMildAndExpectNoFindings() {
        for (ClinicalCase clinicalCase : RESULTS.keySet()) {
            if (clinicalCase.isNegativeControl()) {
                assertThat(clinicalCase.expect()).as(clinicalCase.id()).isEqualTo(RiskLevel.MILD);
            }
        }
    }

    /** A negative control proves a rule stays quiet only if the engine recognised what it was given. */
    @Test
    void negativeControlsAreCompleteUnlessTheySayOtherwise() {
        for (Map.Entry<ClinicalCase, EngineResult> entry : RESULTS.entrySet()) {
            ClinicalCase clinicalCase = entry.getKey();
            if (clinicalCase.isNegativeControl() && clinicalCase.incomplete() == null) {
                assertThat(entry.getValue().incomplete())
                        .as(clinicalCase.id() + " left unrecognised " + entry.getValue().unrecognizedMedications()
                                + " " + entry.getValue().unrecognizedAllergies())
                        .isFalse();
            }
        }
    }

    @Test
    void everyKnowledgeRuleIsHitByAtLeastOneCase() {
        Set<String> fired = new TreeSet<>();
        RESULTS.values().forEach(r -> r.findings().forEach(f -> fired.add(f.ruleId())));
        Set<String> missed = engine.knowledge().rules().stream().map(Rule::id)
                .filter(id -> !fired.contains(id)).collect(Collectors.toCollection(TreeSet::new));
        assertThat(missed).as("rules no case hits").isEmpty();
    }

    @Test
    void everyRuleNamedByACaseExists() {
        Set<String> ruleIds = engine.knowledge().rules().stream().map(Rule::id).collect(Collectors.toSet());
        for (ClinicalCase clinicalCase : RESULTS.keySet()) {
            assertThat(ruleIds).as(clinicalCase.id()).containsAll(clinicalCase.findingsOrEmpty());
            assertThat(ruleIds).as(clinicalCase.id()).containsAll(clinicalCase.absentOrEmpty());
        }
    }

    @AfterAll
    static void printFigures() {
        long severe = RESULTS.keySet().stream().filter(c -> c.expect() == RiskLevel.SEVERE).count();
        long severeFound = RESULTS.entrySet().stream()
                .filter(e -> e.getKey().expect() == RiskLevel.SEVERE && e.getValue().riskLevel() == RiskLevel.SEVERE)
                .count();
        long negatives = RESULTS.keySet().stream().filter(ClinicalCase::isNegativeControl).count();
        long falseAlarms = RESULTS.entrySet().stream()
                .filter(e -> e.getKey().isNegativeControl() && e.getValue().riskLevel() != RiskLevel.MILD).count();
        long exact = RESULTS.entrySet().stream().filter(e -> e.getKey().expect() == e.getValue().riskLevel()).count();
        System.out.printf(Locale.ROOT, "%nClinical case suite: %d cases, risk level exact on %d (%.1f%%)%n",
                RESULTS.size(), exact, 100.0 * exact / Math.max(1, RESULTS.size()));
        System.out.printf(Locale.ROOT, "Sensitivity for SEVERE cases: %d/%d = %.1f%%%n", severeFound, severe,
                100.0 * severeFound / Math.max(1, severe));
        System.out.printf(Locale.ROOT, "False-alarm rate on negative controls: %d/%d = %.1f%%%n%n", falseAlarms,
                negatives, 100.0 * falseAlarms / Math.max(1, negatives));
    }
}
