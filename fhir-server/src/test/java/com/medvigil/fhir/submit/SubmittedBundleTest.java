package com.medvigil.fhir.submit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ObjectNode;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;
import ca.uhn.fhir.rest.server.exceptions.PayloadTooLargeException;

class SubmittedBundleTest {

    static final Set<String> TYPES = Set.copyOf(FhirContext.forR4().getResourceTypes());
    static SubmittedBundle read(String json) throws Exception {
        return read(json, 1000, (entry, resource) -> { });
    }

    static SubmittedBundle read(String json, int maxEntries, BiConsumer<BundleEntry, ObjectNode> eachEntry) throws Exception {
        return read(json, maxEntries, eachEntry, () -> { });
    }

    static SubmittedBundle read(String json, int maxEntries, BiConsumer<BundleEntry, ObjectNode> eachEntry,
                                Runnable tooManyEntries) throws Exception {
        return SubmittedBundle.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), TYPES, maxEntries,
                new SubmittedBundle.EntryHandler() {
                    @Override
                    public void entry(BundleEntry entry, ObjectNode resource) {
                        eachEntry.accept(entry, resource);
                    }

                    @Override
                    public void tooManyEntries() {
                        tooManyEntries.run();
                    }
                });
    }

    static String bundleOf(int observations) {
        return "{\"resourceType\":\"Bundle\",\"type\":\"collection\",\"entry\":["
                + String.join(",", Collections.nCopies(observations,
                        "{\"resource\":{\"resourceType\":\"Observation\",\"status\":\"final\"}}")) + "]}";
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
        assertThatThrownBy(() -> read("")).hasMessageContaining("empty");
        assertThatThrownBy(() -> read("{\"resourceType\":\"Bundle\",\"type\":\"batch\",\"entry\":[{\"resource\":")).isInstanceOf(
                InvalidRequestException.class).hasMessageContaining("not valid JSON");
        assertThatThrownBy(() -> read("{\"resourceType\":\"Bundle\",\"type\":\"batch\",\"type\":\"collection\"}"))
                .hasMessageContaining("Duplicate field 'type'");
        assertThatThrownBy(() -> read("{\"resourceType\":\"Bundle\",\"type\":\"batch\"} {}")).hasMessageContaining("not valid JSON");
    }

    @Test
    void eachEntryIsHandedOnWithItsResourceAsItIsRead() throws Exception {
        List<String> handedOn = new ArrayList<>();

        SubmittedBundle bundle = read("""
                {"entry":[{"resource":{"resourceType":"Patient","id":"p1"}},{"resource":{"id":"1"}}],
                 "resourceType":"Bundle","type":"collection"}""", 1000,
                (entry, resource) -> handedOn.add(entry.index() + ":" + (resource == null ? "refused" : resource.get("id").asText())));

        assertThat(handedOn).containsExactly("0:p1", "1:refused");
        assertThat(bundle.entries()).hasSize(2);
    }

    @Test
    void aBundleWithMoreEntriesThanTheMaximumIsRefusedWith413NamingBoth() throws Exception {
        List<Integer> handedOn = new ArrayList<>();

        assertThatThrownBy(() -> read(bundleOf(7), 5, (entry, resource) -> handedOn.add(entry.index()),
                () -> handedOn.add(-1)))
                .isInstanceOfSatisfying(PayloadTooLargeException.class, tooLarge -> {
                    assertThat(tooLarge.getStatusCode()).isEqualTo(413);
                    assertThat(tooLarge.getMessage()).contains("7 entries").contains("at most 5 entries");
                });
        assertThat(handedOn).as("entries past the maximum are counted, not read; the handler hears it once")
                .containsExactly(0, 1, 2, 3, 4, -1);
        assertThat(read(bundleOf(5), 5, (entry, resource) -> { }).entries()).hasSize(5);
    }
}
