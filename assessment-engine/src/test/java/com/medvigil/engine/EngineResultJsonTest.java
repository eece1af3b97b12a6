package com.medvigil.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The result serialises with a plain ObjectMapper to exactly the JSON names of spec 2.5 plus the engine's own. */
class EngineResultJsonTest {

    private final ObjectMapper mapper = new ObjectMapper();

    private JsonNode json(Patients patient) throws Exception {
        return mapper.readTree(mapper.writeValueAsString(EngineFixture.assess(patient)));
    }

    private static List<String> names(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void topLevelFieldsAreTheSpecsAndTheEnginesOwn() throws Exception {
        JsonNode root = json(Patients.aged(62).male().taking("Simvastatin 40 MG", "Biaxin 500 MG", "warfarin 5 MG"));
        assertThat(names(root)).containsExactlyInAnyOrder("riskLevel", "summary", "narrative", "dosageFindings",
                "symptoms", "findings", "medications", "unrecognizedMedications", "missingData", "knowledgeVersion",
                "incomplete", "unrecognizedAllergies", "stoppedMedications", "ageSource");
        assertThat(root.get("riskLevel").asText()).isEqualTo("SEVERE");
        assertThat(root.get("ageSource").asText()).isEqualTo("dateOfBirth");
    }

    @Test
    void narrativeHasAllElevenFieldsWithTheSpecsItemShapes() throws Exception {
        JsonNode narrative = json(Patients.aged(62).male().taking("Simvastatin 40 MG", "Biaxin 500 MG", "warfarin 5 MG"))
                .get("narrative");
        assertThat(names(narrative)).containsExactlyInAnyOrder("interactionRiskLevel", "generalExplanation",
                "detailedExplanation", "generalAdvice", "tailoredAdvice", "symptoms", "pharmacologicalExplanation",
                "references", "dosageAnalysis", "alternativeMedications", "dietaryPrecautions");
        assertThat(names(narrative.get("symptoms"))).containsExactly("expected", "monitoring", "concerning");
        JsonNode explanation = narrative.get("pharmacologicalExplanation").get(0);
        assertThat(names(explanation)).containsExactlyInAnyOrder("explanation", "referenceIndex", "type", "confidence");
        assertThat(explanation.get("referenceIndex").isInt()).isTrue();
        assertThat(explanation.get("type").asText()).isEqualTo("Primary Interaction");
        assertThat(names(narrative.get("references").get(0)))
                .containsExactlyInAnyOrder("citation", "url", "source", "year", "type");
        assertThat(names(narrative.get("dosageAnalysis").get(0))).containsExactlyInAnyOrder("medication",
                "currentDosage", "appropriatenessLevel", "explanation", "recommendation");
        assertThat(names(narrative.get("alternativeMedications").get(0))).containsExactlyInAnyOrder("emoji", "name",
                "category", "explanation", "precautions", "evidence");
        assertThat(names(narrative.get("dietaryPrecautions").get(0))).containsExactlyInAnyOrder("emoji", "name", "type",
                "explanation", "duration", "alternatives");
        assertThat(names(narrative.get("symptoms").get("concerning").get(0)))
                .containsExactlyInAnyOrder("name", "severity", "action", "explanation");
    }

    @Test
    void findingsUseLowerCaseSeveritiesAndPointIntoTheReferences() throws Exception {
        JsonNode root = json(Patients.aged(62).male().taking("Simvastatin 40 MG", "Biaxin 500 MG"));
        JsonNode finding = root.get("findings").get(0);
        assertThat(names(finding)).containsExactlyInAnyOrder("type", "severity", "medications", "title", "mechanism",
                "management", "referenceIndexes", "confidence", "ruleId", "documentation", "onset");
        assertThat(finding.get("severity").asText()).isEqualTo("contraindicated");
        assertThat(finding.get("documentation").asText()).isEqualTo("established");
        int references = root.get("narrative").get("references").size();
        finding.get("referenceIndexes").forEach(i -> assertThat(i.asInt()).isBetween(0, references - 1));
    }
}
