package com.medvigil.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.medvigil.engine.result.Finding;
import com.medvigil.engine.result.RiskLevel;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every Synthea fixture patient (active medication requests, conditions, allergies and latest labs) is assessed
 * without error, and the run prints how the risk levels and rules are spread, as a check on alert fatigue with
 * realistic data. Skipped with a notice when the fixtures are absent, unless MEDVIGIL_REQUIRE_FIXTURES=true.
 */
class SyntheaFixturePatientsTest {

    private final ObjectMapper mapper = new ObjectMapper();

    @Test
    void everyFixturePatientIsAssessed() throws IOException {
        Path fixtures = SyntheaFixtures.requireOrSkip("fixture patient test");
        Map<RiskLevel, Integer> levels = new EnumMap<>(RiskLevel.class);
        Map<String, Integer> rules = new TreeMap<>();
        int patients = 0;
        Map<String, Integer> notRecognised = new TreeMap<>();
        List<Path> bundles;
        try (Stream<Path> files = Files.walk(fixtures)) {
            bundles = files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        for (Path bundle : bundles) {
            PatientCase patientCase = read(mapper.readTree(bundle.toFile()));
            if (patientCase == null) {
                continue;
            }
            patients++;
            EngineResult result = EngineFixture.ENGINE.assess(patientCase);
            assertThat(result.narrative()).isNotNull();
            levels.merge(result.riskLevel(), 1, Integer::sum);
            for (Finding finding : result.findings()) {
                rules.merge(finding.ruleId(), 1, Integer::sum);
            }
            result.unrecognizedMedications().forEach(name -> notRecognised.merge(name, 1, Integer::sum));
            result.unrecognizedAllergies().forEach(name -> notRecognised.merge(name, 1, Integer::sum));
        }
        System.out.printf("Synthea fixture patients: %d assessed, risk levels %s, rules fired %s%n", patients, levels, rules);
        System.out.printf("Synthea fixture inputs not recognised (incomplete checks): %s%n", notRecognised);
        assertThat(patients).isGreaterThan(0);
    }

    /** Reads one patient bundle the way FHIR ingestion would feed the engine: active items only. */
    private PatientCase read(JsonNode bundle) {
        JsonNode patient = null;
        List<PatientCase.Medication> medications = new ArrayList<>();
        List<PatientCase.Condition> conditions = new ArrayList<>();
        List<PatientCase.Allergy> allergies = new ArrayList<>();
        List<PatientCase.Lab> labs = new ArrayList<>();
        for (JsonNode entry : bundle.path("entry")) {
            JsonNode r = entry.path("resource");
            switch (r.path("resourceType").asText()) {
                case "Patient" -> patient = r;
                case "MedicationRequest" -> {
                    JsonNode concept = r.path("medicationCodeableConcept");
                    if (concept.has("text") && "active".equals(r.path("status").asText())) {
                        medications.add(new PatientCase.Medication(concept.get("text").asText(), null, null, null,
                                "active", concept.path("coding").path(0).path("code").asText(null), "fhir", null, null));
                    }
                }
                case "Condition" -> conditions.add(new PatientCase.Condition(r.path("code").path("text").asText(),
                        r.path("code").path("coding").path(0).path("code").asText(null), "http://snomed.info/sct",
                        r.path("clinicalStatus").path("coding").path(0).path("code").asText(null)));
                case "AllergyIntolerance" -> allergies.add(new PatientCase.Allergy(r.path("code").path("text").asText(),
                        r.path("code").path("coding").path(0).path("code").asText(null),
                        r.path("code").path("coding").path(0).path("system").asText(null), null, null));
                case "Observation" -> {
                    if (r.has("valueQuantity")) {
                        labs.add(new PatientCase.Lab(r.path("code").path("text").asText(),
                                r.path("code").path("coding").path(0).path("code").asText(null),
                                r.path("valueQuantity").path("value").asDouble(),
                                r.path("valueQuantity").path("unit").asText(null), r.path("effectiveDateTime").asText(null)));
                    }
                }
                default -> {
                }
            }
        }
        if (patient == null) {
            return null;
        }
        LocalDate born = patient.hasNonNull("birthDate") ? LocalDate.parse(patient.get("birthDate").asText()) : null;
        PatientCase.Sex sex = switch (patient.path("gender").asText()) {
            case "male" -> PatientCase.Sex.MALE;
            case "female" -> PatientCase.Sex.FEMALE;
            default -> PatientCase.Sex.UNKNOWN;
        };
        return new PatientCase(LocalDate.of(2021, 6, 1), new PatientCase.Demographics(born, sex, null, null, null), null,
                null, medications, conditions, allergies, null, labs, null);
    }
}
