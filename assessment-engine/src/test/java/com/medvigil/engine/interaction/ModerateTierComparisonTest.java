package com.medvigil.engine.interaction;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.medvigil.engine.EngineFixture;
import com.medvigil.engine.EngineResult;
import com.medvigil.engine.PatientCase;
import com.medvigil.engine.Patients;
import com.medvigil.engine.result.Finding;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The comparison of the knowledge base with a compendium's moderate-and-above tier (docs/knowledge.md): every
 * interaction marked covered, regraded or added must be flagged by its rule, and every one deliberately not added
 * must raise no interaction finding. The counts per status are printed for the docs.
 */
class ModerateTierComparisonTest {

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    private static final Map<String, Integer> COUNTS = new TreeMap<>();

    record Entry(String id, String family, Integer age, List<PatientCase.Medication> medications, String status,
                 String rule, String reason, Boolean expectNone) {
    }

    record Checklist(List<Entry> entries) {
    }

    static List<Entry> entries() throws IOException {
        try (InputStream in = ModerateTierComparisonTest.class.getClassLoader()
                .getResourceAsStream("comparison/moderate-tier-interactions.yaml")) {
            return YAML.readValue(in, Checklist.class).entries();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyCheckedInteractionIsFlaggedOrDeliberatelyLeftOut() throws IOException {
        return entries().stream().map(entry -> DynamicTest.dynamicTest(entry.id(), () -> {
            COUNTS.merge(entry.status(), 1, Integer::sum);
            COUNTS.merge("checked", 1, Integer::sum);
            int age = entry.age() == null ? 50 : entry.age();
            PatientCase patient = new PatientCase(Patients.AS_OF, new PatientCase.Demographics(
                    Patients.AS_OF.minusYears(age).minusDays(1), PatientCase.Sex.MALE, null, null, null),
                    null, null, entry.medications(), null, null, null, null, null);
            EngineResult result = EngineFixture.ENGINE.assess(patient);
            List<String> interactions = result.findings().stream().filter(f -> "DRUG_INTERACTION".equals(f.type()))
                    .map(Finding::ruleId).collect(Collectors.toList());
            if ("not-added".equals(entry.status()) || Boolean.TRUE.equals(entry.expectNone())) {
                assertThat(entry.reason()).as(entry.id() + " needs a reason").isNotBlank();
                assertThat(interactions).as(entry.id()).isEmpty();
            } else {
                assertThat(entry.status()).as(entry.id()).isIn("covered", "regraded", "added");
                assertThat(interactions).as(entry.id()).contains(entry.rule());
            }
        }));
    }

    @AfterAll
    static void printCounts() {
        System.out.printf(Locale.ROOT, "%nModerate-tier comparison: %s%n%n", COUNTS);
    }
}
