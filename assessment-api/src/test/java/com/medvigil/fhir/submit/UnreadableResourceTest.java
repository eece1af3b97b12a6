package com.medvigil.fhir.submit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The explanation of a HAPI parse failure, for the shapes it knows and for any other. */
class UnreadableResourceTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aContainedResourcesModifierExtensionThatIsNoObjectIsNamed() throws Exception {
        ObjectNode resource = (ObjectNode) JSON.readTree("""
                {"resourceType": "Observation", "contained": [{"resourceType": "Medication", "id": "m1",
                 "modifierExtension": [{"url": "http://example.org/a", "valueString": "a"}, 42]}]}""");

        EntryProblem problem = UnreadableResource.explain(resource, new NullPointerException());

        assertThat(problem.element()).isEqualTo("resource.contained[0].modifierExtension[1]");
        assertThat(problem.getMessage()).isEqualTo("an extension must be a JSON object with a url");
    }

    @Test
    void aFailureOfAnotherShapeRefusesTheResourceSayingWhatHapiThrew() throws Exception {
        ObjectNode resource = (ObjectNode) JSON.readTree("""
                {"resourceType": "Patient", "extension": [{"url": "http://example.org/a", "valueString": "a"}]}""");

        EntryProblem problem = UnreadableResource.explain(resource, new IllegalStateException("inside HAPI"));

        assertThat(problem.element()).isEqualTo("resource");
        assertThat(problem.getMessage()).startsWith("not a valid FHIR R4 resource: HAPI's parser could not read it"
                + " (IllegalStateException)");
    }
}
