package com.medvigil.engine.medication;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.medvigil.engine.EngineFixture;
import com.medvigil.engine.SyntheaFixtures;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every medicine named by a MedicationRequest in the shared Synthea fixtures is recognised, by name alone (the code is
 * not needed). The fixtures are read where they live (../shared/fixtures from the repository root) and never copied.
 * Without them the test is skipped with a notice, unless MEDVIGIL_REQUIRE_FIXTURES=true.
 */
class SyntheaFixtureRecognitionTest {

    private final ObjectMapper mapper = new ObjectMapper();

    @Test
    void everyFixtureMedicationRequestIsRecognisedByName() throws IOException {
        Path fixtures = SyntheaFixtures.requireOrSkip("fixture recognition test");
        Map<String, String> names = medicationRequestNames(fixtures);
        assertThat(names).as("medication names found in the fixtures").isNotEmpty();
        MedicationRecognizer recognizer = new MedicationRecognizer(EngineFixture.ENGINE.knowledge());
        Map<String, String> unrecognised = new TreeMap<>();
        names.forEach((name, code) -> {
            if (!recognizer.recognize(name, null).recognized()) {
                unrecognised.put(name, code);
            }
        });
        System.out.printf("Synthea fixtures: %d distinct MedicationRequest names, %d not recognised %s%n",
                names.size(), unrecognised.size(), unrecognised.keySet());
        assertThat(unrecognised).as("fixture medicines the engine cannot recognise").isEmpty();
    }

    /** Names from medicationCodeableConcept, or from the Medication resource a medicationReference points to. */
    private Map<String, String> medicationRequestNames(Path fixtures) throws IOException {
        Map<String, String> names = new TreeMap<>();
        List<Path> bundles;
        try (Stream<Path> files = Files.walk(fixtures)) {
            bundles = files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        for (Path bundle : bundles) {
            JsonNode root = mapper.readTree(bundle.toFile());
            Map<String, JsonNode> medications = new HashMap<>();
            for (JsonNode entry : root.path("entry")) {
                JsonNode resource = entry.path("resource");
                if ("Medication".equals(resource.path("resourceType").asText())) {
                    medications.put(entry.path("fullUrl").asText(), resource.path("code"));
                    medications.put("Medication/" + resource.path("id").asText(), resource.path("code"));
                }
            }
            for (JsonNode entry : root.path("entry")) {
                JsonNode resource = entry.path("resource");
                if (!"MedicationRequest".equals(resource.path("resourceType").asText())) {
                    continue;
                }
                JsonNode concept = resource.has("medicationCodeableConcept") ? resource.get("medicationCodeableConcept")
                        : medications.get(resource.path("medicationReference").path("reference").asText());
                if (concept == null) {
                    continue;
                }
                JsonNode coding = concept.path("coding").path(0);
                String name = concept.hasNonNull("text") ? concept.get("text").asText() : coding.path("display").asText();
                names.putIfAbsent(name, coding.path("code").asText());
            }
        }
        return names;
    }
}
