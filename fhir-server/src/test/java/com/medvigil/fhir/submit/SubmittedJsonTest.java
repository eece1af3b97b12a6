package com.medvigil.fhir.submit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.hl7.fhir.r4.model.Reference;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

class SubmittedJsonTest {

    /** Read as $submit reads bodies: decimals exactly as written. */
    static final ObjectMapper JSON = new ObjectMapper().setNodeFactory(JsonNodeFactory.withExactBigDecimals(true))
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    static final String OBSERVATION = """
            {"status":"final","resourceType":"Observation","id":"client-id",
             "meta":{"versionId":"7","lastUpdated":"2020-01-01T00:00:00Z","tag":[{"system":"urn:t","code":"x"}]},
             "code":{"coding":[{"system":"http://loinc.org","code":"2160-0"}],"text":""},
             "subject":{"reference":"urn:uuid:5c9d1f3e-3a5b-4c1e-9a57-0f3a2b7d9e11"},
             "performer":[{"reference":"urn:uuid:5c9d1f3e-3a5b-4c1e-9a57-0f3a2b7d9e11"},{"reference":"Practitioner/dr"}],
             "valueQuantity":{"value":1.50,"unit":"mg/dL"},
             "note":[],"interpretation":[{}],"issued":null}""";

    /** {@code rewritten}: what resolution makes of each of the {@code submitted} references, in order. */
    static String stored(String json, List<String> submitted, List<String> rewritten) throws Exception {
        List<Reference> references = submitted.stream().map(Reference::new).toList();
        SubmittedJson submittedJson = SubmittedJson.of((ObjectNode) JSON.readTree(json), references);
        for (int i = 0; i < references.size(); i++) {
            references.get(i).setReference(rewritten.get(i));
        }
        return submittedJson.storedAs("obs-1", "3", "2026-11-21T10:00:00.000+00:00");
    }

    @Test
    void resolvedReferencesAreWrittenEverywhereTheSubmittedValueAppears() throws Exception {
        JsonNode stored = JSON.readTree(stored(OBSERVATION,
                List.of("urn:uuid:5c9d1f3e-3a5b-4c1e-9a57-0f3a2b7d9e11", "urn:uuid:5c9d1f3e-3a5b-4c1e-9a57-0f3a2b7d9e11",
                        "Practitioner/dr"),
                List.of("Patient/p1", "Patient/p1", "Practitioner/dr")));

        assertThat(stored.at("/subject/reference").asText()).isEqualTo("Patient/p1");
        assertThat(stored.at("/performer/0/reference").asText()).isEqualTo("Patient/p1");
        assertThat(stored.at("/performer/1/reference").asText()).isEqualTo("Practitioner/dr");
    }

    /**
     * The writer writes a bundle again when a concurrent submission won the race: the second
     * document differs only in its version, even where a rewritten value is itself a submitted
     * value that resolution rewrote (each submitted value is rewritten once, not twice).
     */
    @Test
    void writingTheSameEntryAgainStoresTheSameDocumentWithItsNewVersion() throws Exception {
        List<Reference> references = List.of(new Reference("urn:uuid:a"), new Reference("Patient/a"));
        SubmittedJson submitted = SubmittedJson.of((ObjectNode) JSON.readTree("""
                {"resourceType":"Observation","status":"final","subject":{"reference":"urn:uuid:a"},
                 "performer":[{"reference":"Patient/a"}],"meta":{"versionId":"9","tag":[{"code":"x"}]}}"""),
                references);
        references.get(0).setReference("Patient/a");
        references.get(1).setReference("Patient/b");

        String first = submitted.storedAs("obs-1", "1", "2026-11-21T10:00:00.000+00:00");
        String second = submitted.storedAs("obs-1", "2", "2026-11-21T10:00:00.000+00:00");

        assertThat(JSON.readTree(first).at("/subject/reference").asText()).isEqualTo("Patient/a");
        assertThat(JSON.readTree(first).at("/performer/0/reference").asText()).isEqualTo("Patient/b");
        assertThat(second).isEqualTo(first.replace("\"versionId\":\"1\"", "\"versionId\":\"2\""));
    }

    @Test
    void theStoredIdAndVersionReplaceTheClientsAndItsOtherMetaIsKept() throws Exception {
        String stored = stored(OBSERVATION, List.of(), List.of());

        assertThat(stored).startsWith("{\"resourceType\":\"Observation\",\"id\":\"obs-1\",\"meta\":{\"versionId\":\"3\","
                + "\"lastUpdated\":\"2026-11-21T10:00:00.000+00:00\",\"tag\":[{\"system\":\"urn:t\",\"code\":\"x\"}]}");
        assertThat(JSON.readTree(stored).path("status").asText()).isEqualTo("final");
    }

    @Test
    void decimalsKeepTheirPrecisionAndEmptyValuesAreLeftOut() throws Exception {
        JsonNode stored = JSON.readTree(stored(OBSERVATION, List.of(), List.of()));

        assertThat(stored.toString()).contains("\"value\":1.50");
        assertThat(stored.path("code").has("text")).isFalse();
        assertThat(stored.has("note")).isFalse();
        assertThat(stored.has("interpretation")).isFalse();
        assertThat(stored.has("issued")).isFalse();
    }

    @Test
    void nullsInAnArrayOfPrimitivesStayToKeepItAlignedWithItsExtensions() throws Exception {
        JsonNode stored = JSON.readTree(stored("""
                {"resourceType":"Patient","name":[{"given":[null,"Ann"],
                 "_given":[{"extension":[{"url":"urn:x","valueString":"y"}]},null]}]}""", List.of(), List.of()));

        assertThat(stored.at("/name/0/given").toString()).isEqualTo("[null,\"Ann\"]");
        assertThat(stored.at("/name/0/_given/1").isNull()).isTrue();
    }

    @Test
    void anEmptyItemIsDroppedFromAnArrayOfElementsAndNulledInAnArrayOfExtensions() throws Exception {
        JsonNode stored = JSON.readTree(stored("""
                {"resourceType":"Patient","name":[{},{"family":"Doe","given":["Ann","Bo"],
                 "_given":[{"extension":[]},{"extension":[{"url":"urn:x","valueString":"y"}]}]}],
                 "telecom":[{"system":"phone","value":"555"},{"extension":[]}]}""", List.of(), List.of()));

        assertThat(stored.path("name")).hasSize(1);
        assertThat(stored.at("/name/0/_given").toString()).isEqualTo("[null,{\"extension\":[{\"url\":\"urn:x\",\"valueString\":\"y\"}]}]");
        assertThat(stored.path("telecom")).hasSize(1);
    }

    /** Found by {@code FhirFuzzTest}: the entry was accepted, then its write failed the bundle. */
    @Test
    void aMetaThatIsNoObjectLeavesTheServersMetaAlone() throws Exception {
        String stored = stored("""
                {"resourceType":"Observation","status":"final","meta":[{"tag":[{"code":"x"}]}]}""", List.of(), List.of());

        assertThat(stored).isEqualTo("{\"resourceType\":\"Observation\",\"id\":\"obs-1\",\"meta\":{\"versionId\":\"3\","
                + "\"lastUpdated\":\"2026-11-21T10:00:00.000+00:00\"},\"status\":\"final\"}");
    }
}
