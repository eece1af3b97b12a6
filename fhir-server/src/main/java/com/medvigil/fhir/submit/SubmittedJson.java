package com.medvigil.fhir.submit;

import java.io.IOException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.hl7.fhir.r4.model.Reference;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
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

    private final String resourceType;
    /**
     * The resource as submitted, as compact JSON text: a bundle's entries wait for their write side
     * by side, and a JSON tree takes several times the memory of its text. Each write reads it
     * afresh, so a write the writer repeats (a concurrent submission won the race) stores the same
     * document, and no submitted value is ever rewritten twice.
     */
    private final byte[] submitted;
    private final List<Reference> references;
    private final List<String> submittedReferences;

    private SubmittedJson(String resourceType, byte[] submitted, List<Reference> references) {
        this.resourceType = resourceType;
        this.submitted = submitted;
        this.references = references;
        this.submittedReferences = references.stream().map(Reference::getReference).toList();
    }

    /**
     * Call before the references on HAPI's model are resolved: their values as submitted are kept
     * here, and the stored JSON gets whatever the resolution makes of them.
     */
    static SubmittedJson of(ObjectNode resource, List<Reference> references) {
        try {
            return new SubmittedJson(resource.path("resourceType").asText(), SubmittedBundle.JSON.writeValueAsBytes(resource),
                    references);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A JSON tree read from a request is written back without fail", e);
        }
    }

    /** The document to store, with resourceType, id and meta first as FHIR servers write them. */
    String storedAs(String id, String versionId, String lastUpdated) {
        ObjectNode members = tidiedMembers();
        ObjectNode stored = JsonNodeFactory.instance.objectNode();
        stored.put("resourceType", resourceType);
        stored.put("id", id);
        ObjectNode meta = stored.putObject("meta");
        meta.put("versionId", versionId);
        meta.put("lastUpdated", lastUpdated);
        if (members.get("meta") instanceof ObjectNode submittedMeta) {
            meta.setAll(submittedMeta);
        }
        members.fields().forEachRemaining(field -> {
            if (!"meta".equals(field.getKey())) {
                stored.set(field.getKey(), field.getValue());
            }
        });
        // A JsonNode's toString is its JSON, written with Jackson's default settings.
        return stored.toString();
    }

    /** The submitted members but resourceType and id, with meta's own but versionId and lastUpdated, tidied. */
    private ObjectNode tidiedMembers() {
        ObjectNode members;
        try {
            members = (ObjectNode) SubmittedBundle.JSON.readTree(submitted);
        } catch (IOException e) {
            throw new IllegalStateException("JSON this class wrote is read back without fail", e);
        }
        members.remove(List.of("resourceType", "id"));
        if (members.get("meta") instanceof ObjectNode meta) {
            meta.remove(List.of("versionId", "lastUpdated"));
        }
        tidy(members, rewrittenReferences());
        return members;
    }

    /**
     * What resolution made of each reference, by its submitted value: a reference string always
     * resolves the same way within a bundle.
     */
    private Map<String, String> rewrittenReferences() {
        Map<String, String> rewrites = new HashMap<>();
        for (int i = 0; i < references.size(); i++) {
            String submitted = submittedReferences.get(i);
            String resolved = references.get(i).getReference();
            if (submitted != null && !Objects.equals(submitted, resolved)) {
                rewrites.put(submitted, resolved);
            }
        }
        return rewrites;
    }

    /**
     * Rewrites the object's references and drops its members that are null, "", {} or [] (FHIR
     * JSON allows none of them; HAPI reads them as absent), at every depth. Answers whether the
     * object is empty afterwards.
     */
    private static boolean tidy(ObjectNode object, Map<String, String> rewrittenReferences) {
        JsonNode reference = object.get("reference");
        if (reference != null && reference.isTextual()) {
            String rewritten = rewrittenReferences.get(reference.asText());
            if (rewritten != null) {
                object.put("reference", rewritten);
            }
        }
        Iterator<Map.Entry<String, JsonNode>> fields = object.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (isEmptyOnceTidied(field.getValue(), field.getKey().startsWith("_"), rewrittenReferences)) {
                fields.remove();
            }
        }
        return object.isEmpty();
    }

    private static boolean isEmptyOnceTidied(JsonNode value, boolean pairedWithPrimitives,
                                             Map<String, String> rewrittenReferences) {
        if (value instanceof ObjectNode object) {
            return tidy(object, rewrittenReferences);
        }
        if (value instanceof ArrayNode array) {
            return tidy(array, pairedWithPrimitives, rewrittenReferences);
        }
        return value.isNull() || value.isTextual() && value.asText().isEmpty();
    }

    /**
     * Drops the items of an array that are empty once tidied. Primitives and nulls stay where they
     * are: in an array of primitives ({@code given}) and in the array of their extensions
     * ({@code _given}) each position pairs with the same position of the other, so an empty item
     * of the latter becomes null instead. Answers whether nothing but nulls is left.
     */
    private static boolean tidy(ArrayNode array, boolean pairedWithPrimitives, Map<String, String> rewrittenReferences) {
        boolean onlyNulls = true;
        for (int i = array.size() - 1; i >= 0; i--) {
            JsonNode item = array.get(i);
            if (item.isContainerNode() && isEmptyOnceTidied(item, false, rewrittenReferences)) {
                if (!pairedWithPrimitives) {
                    array.remove(i);
                    continue;
                }
                array.set(i, NullNode.getInstance());
            }
            onlyNulls &= array.get(i).isNull();
        }
        return onlyNulls;
    }
}
