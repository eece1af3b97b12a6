package com.medvigil.fhir;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The explanation of a HAPI parse failure, for the shapes it knows and for any other. */
class UnreadableFhirJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aContainedResourcesModifierExtensionThatIsNoObjectIsNamed() throws Exception {
        ObjectNode resource = (ObjectNode) JSON.readTree("""
                {"resourceType": "Observation", "contained": [{"resourceType": "Medication", "id": "m1",
                 "modifierExtension": [{"url": "http://example.org/a", "valueString": "a"}, 42]}]}""");

        UnreadableFhirJson.Explanation explanation = UnreadableFhirJson.explain(resource, new NullPointerException());

        assertThat(explanation.element()).isEqualTo("contained[0].modifierExtension[1]");
        assertThat(explanation.under("resource")).isEqualTo("resource.contained[0].modifierExtension[1]");
        assertThat(explanation.reason()).isEqualTo("not a JSON object; an extension must be a JSON object with a url");
    }

    @Test
    void aFailureOfAnotherShapeNamesTheWholeResourceSayingWhatHapiThrew() throws Exception {
        ObjectNode resource = (ObjectNode) JSON.readTree("""
                {"resourceType": "Patient", "extension": [{"url": "http://example.org/a", "valueString": "a"}]}""");

        UnreadableFhirJson.Explanation explanation =
                UnreadableFhirJson.explain(resource, new IllegalStateException("inside HAPI"));

        assertThat(explanation.element()).isEmpty();
        assertThat(explanation.under("prefetch.patient")).isEqualTo("prefetch.patient");
        assertThat(explanation.reason()).startsWith("not a valid FHIR R4 resource: HAPI's parser could not read it"
                + " (IllegalStateException)");
    }
}
