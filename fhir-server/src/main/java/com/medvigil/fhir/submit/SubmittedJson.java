package com.medvigil.fhir.submit;

import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.hl7.fhir.r4.model.Reference;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The JSON a client sent for an accepted entry, made into the document that is stored and
 * served: the stored id, {@code meta.versionId} and {@code meta.lastUpdated}, references resolved
 * as they were on HAPI's model ({@code urn:uuid:} fullUrls and conditional patient references
 * become {@code Type/id}), and empty values left out as HAPI's encoder would.
 *
 * <p>Written from the submitted JSON instead of re-encoding HAPI's model: encoding took about a
 * seventh of the CPU of a bulk {@code $submit}, and the stored document keeps what the client
 * sent, such as the precision of its decimals. HAPI has parsed and checked the same JSON, so it
 * holds nothing that is not FHIR R4.
 */
final class SubmittedJson {

    private static final ObjectMapper WRITER = new ObjectMapper();

    private final ObjectNode resource;
    private final Map<String, String> rewrittenReferences;

    private SubmittedJson(ObjectNode resource, Map<String, String> rewrittenReferences) {
        this.resource = resource;
        this.rewrittenReferences = rewrittenReferences;
    }

    /**
     * {@code submittedReferences} are the reference strings as parsed, in the order of
     * {@code references}, which now hold the rewritten values. A reference string always resolves
     * the same way within a bundle, so the rewrites are kept by value.
     */
    static SubmittedJson of(ObjectNode resource, List<String> submittedReferences, List<Reference> references) {
        Map<String, String> rewrites = new HashMap<>();
        for (int i = 0; i < references.size(); i++) {
            String submitted = submittedReferences.get(i);
            String stored = references.get(i).getReference();
            if (submitted != null && !Objects.equals(submitted, stored)) {
                rewrites.put(submitted, stored);
            }
        }
        return new SubmittedJson(resource, rewrites);
    }

    /** The document to store, with resourceType, id and meta first as FHIR servers write them. */
    String storedAs(String id, String versionId, String lastUpdated) {
        ObjectNode stored = WRITER.createObjectNode();
        stored.set("resourceType", resource.get("resourceType"));
        stored.put("id", id);
        ObjectNode meta = stored.putObject("meta");
        meta.put("versionId", versionId);
        meta.put("lastUpdated", lastUpdated);
        if (resource.get("meta") instanceof ObjectNode submittedMeta) {
            submittedMeta.fields().forEachRemaining(field -> {
                if (!"versionId".equals(field.getKey()) && !"lastUpdated".equals(field.getKey())) {
                    meta.set(field.getKey(), field.getValue());
                }
            });
        }
        resource.fields().forEachRemaining(field -> {
            String name = field.getKey();
            if (!"resourceType".equals(name) && !"id".equals(name) && !"meta".equals(name)) {
                stored.set(name, field.getValue());
            }
        });
        tidy(stored);
        try {
            return WRITER.writeValueAsString(stored);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A JSON tree could not be written as JSON", e);
        }
    }

    /**
     * Rewrites references and drops object members that are null, "", {} or [] (FHIR JSON allows
     * none of them; HAPI reads them as absent). Array items stay where they are: a null in an array
     * of primitives keeps it aligned with the array of their extensions ({@code _given}).
     * Answers whether the node is empty afterwards.
     */
    private boolean tidy(JsonNode node) {
        if (node instanceof ObjectNode object) {
            JsonNode reference = object.get("reference");
            if (reference != null && reference.isTextual()) {
                String rewritten = rewrittenReferences.get(reference.asText());
                if (rewritten != null) {
                    object.put("reference", rewritten);
                }
            }
            Iterator<Map.Entry<String, JsonNode>> fields = object.fields();
            while (fields.hasNext()) {
                JsonNode value = fields.next().getValue();
                if (value.isNull() || tidy(value)) {
                    fields.remove();
                }
            }
            return object.isEmpty();
        }
        if (node.isArray()) {
            boolean allEmpty = true;
            for (JsonNode item : node) {
                allEmpty &= item.isNull() || tidy(item);
            }
            return allEmpty;
        }
        return node.isTextual() && node.asText().isEmpty();
    }
}
