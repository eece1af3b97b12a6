package com.medvigil.cdshooks;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import com.medvigil.assessment.fhirinput.SmokingStatusReader;
import com.medvigil.engine.AssessmentEngine;
import com.medvigil.testing.SharedFixtures;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A Synthea patient's record as an EHR would prefetch it for MedVigil's services: the Patient, and
 * a searchset Bundle per key holding what the key's query would find (active MedicationRequests,
 * active Conditions, the AllergyIntolerances, the Observations with the engine's LOINC codes).
 */
final class SyntheaPrefetch {

    static final ObjectMapper JSON = new ObjectMapper();
    static final String FOLDER = "smart-generated-sample-data-r4";
    private static final String LOINC = "http://loinc.org";
    /** The codes the labs prefetch template asks for: the engine's lab and vital measures, and the smoking status. */
    private static final Set<String> ENGINE_LOINC_CODES = Stream.concat(AssessmentEngine.withBundledKnowledge()
                    .knowledge().measures().values().stream().flatMap(measure -> measure.loinc().stream()),
            Stream.of(SmokingStatusReader.TOBACCO_SMOKING_STATUS)).collect(Collectors.toSet());

    final JsonNode bundle;
    final String patientId;

    private SyntheaPrefetch(JsonNode bundle) {
        this.bundle = bundle;
        this.patientId = resources("Patient", resource -> true).get(0).get("id").asText();
    }

    static SyntheaPrefetch of(String fileName) throws IOException {
        Path file = SharedFixtures.synthea(FOLDER).resolve(fileName);
        return new SyntheaPrefetch(JSON.readTree(file.toFile()));
    }

    List<JsonNode> resources(String type, Predicate<JsonNode> filter) {
        List<JsonNode> found = new ArrayList<>();
        for (JsonNode entry : bundle.get("entry")) {
            JsonNode resource = entry.get("resource");
            if (type.equals(resource.get("resourceType").asText()) && filter.test(resource)) {
                found.add(resource);
            }
        }
        return found;
    }

    ObjectNode prefetch() {
        ObjectNode prefetch = JSON.createObjectNode();
        prefetch.set("patient", resources("Patient", resource -> true).get(0));
        prefetch.set("medicationRequests", searchset(resources("MedicationRequest",
                resource -> "active".equals(resource.path("status").asText()))));
        prefetch.set("medicationStatements", searchset(List.of()));
        prefetch.set("conditions", searchset(resources("Condition",
                resource -> "active".equals(resource.path("clinicalStatus").path("coding").path(0).path("code").asText()))));
        prefetch.set("allergies", searchset(resources("AllergyIntolerance", resource -> true)));
        prefetch.set("labs", searchset(resources("Observation", SyntheaPrefetch::answersTheLabsQuery)));
        return prefetch;
    }

    /** What the labs template's query finds: an Observation with one of the engine's LOINC codes. */
    private static boolean answersTheLabsQuery(JsonNode observation) {
        for (JsonNode coding : observation.path("code").path("coding")) {
            if (LOINC.equals(coding.path("system").asText()) && ENGINE_LOINC_CODES.contains(coding.path("code").asText())) {
                return true;
            }
        }
        return false;
    }

    static ObjectNode searchset(List<JsonNode> resources) {
        ObjectNode bundle = JSON.createObjectNode().put("resourceType", "Bundle").put("type", "searchset")
                .put("total", resources.size());
        ArrayNode entries = bundle.putArray("entry");
        resources.forEach(resource -> entries.addObject().set("resource", resource));
        return bundle;
    }

    /** A laboratory eGFR reading (LOINC 33914-3, as Synthea codes it) taken on a day, in a time zone east of UTC. */
    static ObjectNode egfrReading(String patientId, int egfr, LocalDate taken) {
        return quantityReading(patientId, "egfr-" + taken, "laboratory", "33914-3",
                "Glomerular filtration rate/1.73 sq M.predicted", egfr, "mL/min/{1.73_m2}", taken);
    }

    /** A body weight (LOINC 29463-7) in kg, a vital sign as Synthea writes it. */
    static ObjectNode bodyWeight(String patientId, double kg, LocalDate taken) {
        return quantityReading(patientId, "weight-" + taken, "vital-signs", "29463-7", "Body Weight", kg, "kg", taken);
    }

    private static ObjectNode quantityReading(String patientId, String id, String category, String loinc, String display,
                                              double value, String unit, LocalDate taken) {
        ObjectNode reading = JSON.createObjectNode().put("resourceType", "Observation").put("id", id)
                .put("status", "final").put("effectiveDateTime", taken + "T09:30:00+02:00");
        reading.putArray("category").addObject().putArray("coding").addObject()
                .put("system", "http://terminology.hl7.org/CodeSystem/observation-category").put("code", category);
        reading.putObject("code").putArray("coding").addObject().put("system", LOINC).put("code", loinc)
                .put("display", display);
        reading.putObject("subject").put("reference", "Patient/" + patientId);
        reading.putObject("valueQuantity").put("value", value).put("unit", unit);
        return reading;
    }

    /** A tobacco smoking status (LOINC 72166-2) answered with a SNOMED CT code and display as Synthea writes them. */
    static ObjectNode smokingStatus(String patientId, String snomedCode, String display, LocalDate taken) {
        ObjectNode status = JSON.createObjectNode().put("resourceType", "Observation").put("id", "smoking-" + taken)
                .put("status", "final").put("effectiveDateTime", taken + "T10:00:00Z");
        status.putArray("category").addObject().putArray("coding").addObject()
                .put("system", "http://terminology.hl7.org/CodeSystem/observation-category").put("code", "social-history");
        status.putObject("code").putArray("coding").addObject().put("system", LOINC)
                .put("code", SmokingStatusReader.TOBACCO_SMOKING_STATUS).put("display", "Tobacco smoking status");
        status.putObject("subject").put("reference", "Patient/" + patientId);
        status.putObject("valueCodeableConcept").putArray("coding").addObject().put("system", "http://snomed.info/sct")
                .put("code", snomedCode).put("display", display);
        return status;
    }

    /** A draft order named by its text only (no code is invented for it). */
    static ObjectNode draftOrder(String id, String patientId, String medicine) {
        ObjectNode request = JSON.createObjectNode().put("resourceType", "MedicationRequest").put("id", id)
                .put("status", "draft").put("intent", "order");
        request.putObject("medicationCodeableConcept").put("text", medicine);
        request.putObject("subject").put("reference", "Patient/" + patientId);
        return request;
    }

    static ObjectNode draftOrders(ObjectNode... requests) {
        ObjectNode bundle = JSON.createObjectNode().put("resourceType", "Bundle").put("type", "collection");
        ArrayNode entries = bundle.putArray("entry");
        for (ObjectNode request : requests) {
            entries.addObject().set("resource", request);
        }
        return bundle;
    }
}
