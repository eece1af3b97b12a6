package com.medvigil.fhir.submit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;

class SubmittedBundleTest {

    static final Set<String> TYPES = Set.copyOf(FhirContext.forR4().getResourceTypes());
    static final ObjectMapper JSON = new ObjectMapper();

    static SubmittedBundle read(String json) throws Exception {
        JsonNode root = JSON.readTree(json);
        return SubmittedBundle.read(root, TYPES);
    }

    @Test
    void theResourceIdComesFirst() throws Exception {
        SubmittedBundle bundle = read("""
                {"resourceType":"Bundle","type":"transaction","entry":[{"fullUrl":"urn:uuid:9f0c6bb4-1d5e-4a44-8c1b-3f1b8d5a1e01",
                 "resource":{"resourceType":"Patient","id":"abc"},"request":{"method":"PUT","url":"Patient/abc"}}]}""");

        assertThat(bundle.entries().get(0).id()).isEqualTo("abc");
        assertThat(bundle.byFullUrl("urn:uuid:9f0c6bb4-1d5e-4a44-8c1b-3f1b8d5a1e01").orElseThrow().relativeReference())
                .isEqualTo("Patient/abc");
    }

    @Test
    void thenTheIdOfRequestUrlThenTheUrnUuidOfFullUrlThenANewUuid() throws Exception {
        SubmittedBundle bundle = read("""
                {"resourceType":"Bundle","type":"transaction","entry":[
                 {"resource":{"resourceType":"Patient"},"request":{"method":"PUT","url":"Patient/from-url"}},
                 {"fullUrl":"urn:uuid:9F0C6BB4-1D5E-4A44-8C1B-3F1B8D5A1E01","resource":{"resourceType":"Patient"},
                  "request":{"method":"POST","url":"Patient"}},
                 {"resource":{"resourceType":"Patient"},"request":{"method":"POST","url":"Patient?identifier=x|1"}}]}""");

        assertThat(bundle.entries().get(0).id()).isEqualTo("from-url");
        assertThat(bundle.entries().get(1).id()).isEqualTo("9f0c6bb4-1d5e-4a44-8c1b-3f1b8d5a1e01");
        assertThat(bundle.entries().get(2).id()).matches("[0-9a-f-]{36}");
    }

    @Test
    void aBadEntryIsRefusedAloneWithItsElement() throws Exception {
        SubmittedBundle bundle = read("""
                {"resourceType":"Bundle","type":"batch","entry":[{"resource":{"resourceType":"Patient","id":"x y"}},
                 {"resource":{"resourceType":"Patient"},"request":{"method":"GET","url":"Patient/1"}},
                 {"resource":{"resourceType":"Observation"},"request":{"method":"PUT","url":"Patient/1"}},
                 {"resource":{"id":"1"}}, 7]}""");

        assertThat(bundle.entries()).extracting(entry -> entry.problem().element())
                .containsExactly("resource.id", "request.method", "request.url", "resource.resourceType", "");
    }

    @Test
    void whatMakesTheWholeBundleUnusableIsA400() {
        assertThatThrownBy(() -> read("[]")).isInstanceOf(InvalidRequestException.class);
        assertThatThrownBy(() -> read("{\"resourceType\":\"Patient\"}")).hasMessageContaining("must be a Bundle");
        assertThatThrownBy(() -> read("{\"resourceType\":\"Bundle\"}")).hasMessageContaining("Bundle.type is required");
        assertThatThrownBy(() -> read("{\"resourceType\":\"Bundle\",\"type\":\"history\"}")).hasMessageContaining("history");
        assertThatThrownBy(() -> read("{\"resourceType\":\"Bundle\",\"type\":\"batch\",\"entry\":{}}"))
                .hasMessageContaining("array");
    }
}
