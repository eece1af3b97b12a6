package com.medvigil.fhir.submit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.hl7.fhir.instance.model.api.IBase;
import org.hl7.fhir.instance.model.api.IBaseResource;
import org.hl7.fhir.r4.model.Observation;
import org.hl7.fhir.r4.model.Patient;
import org.hl7.fhir.r4.model.Reference;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.fhir.FhirServerConfiguration;
import com.medvigil.fhir.ServedType;
import com.medvigil.testing.SharedFixtures;

import ca.uhn.fhir.context.FhirContext;

/**
 * The walk that $submit's date and reference checks use visits exactly the elements HAPI's terser
 * visits, on real EHR-shaped resources nobody here wrote (the Synthea fixtures), and on the
 * shapes those lack.
 */
class PopulatedElementsTest {

    private static final FhirContext FHIR = FhirServerConfiguration.newFhirContext();
    private static final PopulatedElements WALK = new PopulatedElements(FHIR);

    @Test
    void visitsWhatTheTerserVisitsInEverySyntheaResourceOfTheServedTypes() throws IOException {
        int resources = 0;
        for (Path bundle : fixtureBundles()) {
            for (JsonNode entry : SubmittedBundle.JSON.readTree(bundle.toFile()).path("entry")) {
                ObjectNode json = (ObjectNode) entry.get("resource");
                if (ServedType.of(json.path("resourceType").asText()).isPresent()) {
                    assertSameElements(json);
                    resources++;
                }
            }
        }
        assertThat(resources).as("served resources in the fixtures").isGreaterThan(5_000);
    }

    @Test
    void visitsContainedResourcesExtensionsAndChoicesButNotTheExtensionsOfPrimitives() throws IOException {
        ObjectNode observation = (ObjectNode) SubmittedBundle.JSON.readTree("""
                {"resourceType": "Observation", "status": "final",
                 "contained": [{"resourceType": "Patient", "id": "p1",
                                "generalPractitioner": [{"reference": "Practitioner/gp"}]}],
                 "extension": [{"url": "http://example.org/ext", "valueReference": {"reference": "Device/d1"}}],
                 "code": {"text": "weight"}, "subject": {"reference": "#p1"},
                 "effectiveDateTime": "2024-05-01T10:00:00Z",
                 "_effectiveDateTime": {"extension": [{"url": "http://example.org/e2",
                                                       "valueReference": {"reference": "Device/hidden"}}]},
                 "valueQuantity": {"value": 70.5, "unit": "kg"}}
                """);

        List<String> references = new ArrayList<>();
        Observation parsed = (Observation) FHIR.newJsonParser().parseResource(observation.toString());
        WALK.visit(parsed, observation, element -> {
            if (element instanceof Reference reference) {
                references.add(reference.getReference());
            }
        });

        assertThat(references).containsExactlyInAnyOrder("Practitioner/gp", "Device/d1", "#p1");
        assertSameElements(observation);
    }

    @Test
    void aChildNamedTwiceIsVisitedOnce() throws IOException {
        ObjectNode patient = (ObjectNode) SubmittedBundle.JSON.readTree("""
                {"resourceType": "Patient", "birthDate": "1970-01-01",
                 "_birthDate": {"extension": [{"url": "http://example.org/t", "valueDateTime": "1970-01-01T08:30:00Z"}]}}
                """);
        Patient parsed = (Patient) FHIR.newJsonParser().parseResource(patient.toString());
        List<IBase> visited = new ArrayList<>();

        WALK.visit(parsed, patient, visited::add);

        assertThat(visited).containsOnlyOnce(parsed.getBirthDateElement());
    }

    private static void assertSameElements(ObjectNode json) {
        IBaseResource resource = FHIR.newJsonParser().parseResource(json.toString());
        Set<IBase> byTerser = identitySet();
        FHIR.newTerser().visit(resource, (root, element, path, child, definition) -> {
            if (element != resource) {
                byTerser.add(element);
            }
        });
        Set<IBase> byWalk = identitySet();
        WALK.visit(resource, json, element -> {
            // the terser passes over empty elements; nothing the checks look at is empty
            if (!element.isEmpty()) {
                byWalk.add(element);
            }
        });
        assertThat(byWalk).as(json.path("resourceType").asText() + "/" + json.path("id").asText())
                .hasSameSizeAs(byTerser).containsAll(byTerser);
    }

    private static Set<IBase> identitySet() {
        return Collections.newSetFromMap(new IdentityHashMap<>());
    }

    /** Every bundle of both Synthea generations. */
    private static List<Path> fixtureBundles() throws IOException {
        List<Path> bundles = new ArrayList<>(jsonFiles(SharedFixtures.synthea("synthea-3.3.0-generated-r4")));
        bundles.addAll(jsonFiles(SharedFixtures.synthea("smart-generated-sample-data-r4")));
        return bundles;
    }

    private static List<Path> jsonFiles(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> file.toString().endsWith(".json")).sorted().toList();
        }
    }
}
