package com.medvigil.fhir.submit;

import java.io.IOException;
import java.io.StringWriter;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.hl7.fhir.r4.model.Reference;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
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
    /** The submitted meta but versionId and lastUpdated, tidied, as compact JSON; null when nothing is left. */
    private final byte[] submittedMeta;
    /**
     * The other members but resourceType and id, tidied, as compact JSON text: a bundle's entries
     * wait for their write side by side, and a JSON tree takes several times the memory of its
     * text. The stored document is streamed from it, rewriting references on the way, so a write
     * the writer repeats (a concurrent submission won the race) stores the same document, and no
     * submitted value is ever rewritten twice.
     */
    private final byte[] members;
    private final List<Reference> references;
    private final List<String> submittedReferences;

    private SubmittedJson(String resourceType, byte[] submittedMeta, byte[] members, List<Reference> references) {
        this.resourceType = resourceType;
        this.submittedMeta = submittedMeta;
        this.members = members;
        this.references = references;
        this.submittedReferences = references.stream().map(Reference::getReference).toList();
    }

    /**
     * Call before the references on HAPI's model are resolved: their values as submitted are kept
     * here, and the stored JSON gets whatever the resolution makes of them. Tidies the given tree,
     * which the caller no longer needs: empty values never depend on how references resolve.
     */
    static SubmittedJson of(ObjectNode resource, List<Reference> references) {
        String resourceType = resource.path("resourceType").asText();
        resource.remove(List.of("resourceType", "id"));
        if (resource.get("meta") instanceof ObjectNode meta) {
            meta.remove(List.of("versionId", "lastUpdated"));
        }
        tidy(resource);
        // A meta that is not a JSON object (HAPI's parser lets an array through) is left out: the
        // stored meta is then the server's alone.
        JsonNode meta = resource.remove("meta");
        try {
            return new SubmittedJson(resourceType,
                    meta instanceof ObjectNode ? SubmittedBundle.JSON.writeValueAsBytes(meta) : null,
                    SubmittedBundle.JSON.writeValueAsBytes(resource), references);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A JSON tree read from a request is written back without fail", e);
        }
    }

    /** The document to store, with resourceType, id and meta first as FHIR servers write them. */
    String storedAs(String id, String versionId, String lastUpdated) {
        StringWriter stored = new StringWriter(members.length + 160);
        try (JsonGenerator generator = SubmittedBundle.JSON.createGenerator(stored)) {
            generator.writeStartObject();
            generator.writeStringField("resourceType", resourceType);
            generator.writeStringField("id", id);
            generator.writeObjectFieldStart("meta");
            generator.writeStringField("versionId", versionId);
            generator.writeStringField("lastUpdated", lastUpdated);
            Map<String, String> rewrittenReferences = rewrittenReferences();
            if (submittedMeta != null) {
                copyMembers(submittedMeta, generator, rewrittenReferences);
            }
            generator.writeEndObject();
            copyMembers(members, generator, rewrittenReferences);
            generator.writeEndObject();
        } catch (IOException e) {
            throw new IllegalStateException("JSON this class wrote is read back without fail", e);
        }
        return stored.toString();
    }

    /**
     * Copies the members of the object in {@code json} into the object the generator is writing,
     * with each textual {@code reference} that resolution rewrote, at every depth, written as
     * resolved. Decimals are copied as exactly as the tree of {@link #of} held them.
     */
    private static void copyMembers(byte[] json, JsonGenerator generator, Map<String, String> rewrittenReferences)
            throws IOException {
        try (JsonParser parser = SubmittedBundle.JSON.createParser(json)) {
            parser.nextToken();
            int depth = 0;
            for (JsonToken token = parser.nextToken(); depth > 0 || token != JsonToken.END_OBJECT; token = parser.nextToken()) {
                if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
                    depth++;
                } else if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) {
                    depth--;
                }
                if (token == JsonToken.VALUE_STRING && "reference".equals(parser.currentName())
                        && parser.getParsingContext().inObject()) {
                    generator.writeString(rewrittenReferences.getOrDefault(parser.getText(), parser.getText()));
                } else if (token == JsonToken.VALUE_NUMBER_FLOAT) {
                    generator.writeNumber(parser.getDecimalValue());
                } else {
                    generator.copyCurrentEvent(parser);
                }
            }
        }
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
     * Drops the object's members that are null, "", {} or [] (FHIR JSON allows none of them; HAPI
     * reads them as absent), at every depth. Answers whether the object is empty afterwards.
     */
    private static boolean tidy(ObjectNode object) {
        Iterator<Map.Entry<String, JsonNode>> fields = object.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (isEmptyOnceTidied(field.getValue(), field.getKey().startsWith("_"))) {
                fields.remove();
            }
        }
        return object.isEmpty();
    }

    private static boolean isEmptyOnceTidied(JsonNode value, boolean pairedWithPrimitives) {
        if (value instanceof ObjectNode object) {
            return tidy(object);
        }
        if (value instanceof ArrayNode array) {
            return tidy(array, pairedWithPrimitives);
        }
        return value.isNull() || value.isTextual() && value.asText().isEmpty();
    }

    /**
     * Drops the items of an array that are empty once tidied. Primitives and nulls stay where they
     * are: in an array of primitives ({@code given}) and in the array of their extensions
     * ({@code _given}) each position pairs with the same position of the other, so an empty item
     * of the latter becomes null instead. Answers whether nothing but nulls is left.
     */
    private static boolean tidy(ArrayNode array, boolean pairedWithPrimitives) {
        boolean onlyNulls = true;
        for (int i = array.size() - 1; i >= 0; i--) {
            JsonNode item = array.get(i);
            if (item.isContainerNode() && isEmptyOnceTidied(item, false)) {
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
