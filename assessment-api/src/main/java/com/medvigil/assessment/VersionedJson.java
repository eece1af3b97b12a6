package com.medvigil.assessment;

import java.util.Set;
import java.util.TreeSet;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The envelope of an assessment's stored JSON documents: each says its shape's version in
 * {@code schemaVersion}, so that a later shape can still read rows stored by an earlier one.
 * Documents stored before the field existed are version 1.
 */
final class VersionedJson {

    static final String VERSION_FIELD = "schemaVersion";
    private static final int UNSTAMPED_VERSION = 1;

    private final ObjectMapper json;
    private final String documentName;
    private final Set<Integer> readableVersions;

    /** {@code documentName} names the document in errors ("request", "result"). */
    VersionedJson(ObjectMapper json, String documentName, Set<Integer> readableVersions) {
        this.json = json;
        this.documentName = documentName;
        this.readableVersions = Set.copyOf(readableVersions);
    }

    /**
     * The document as a JSON object with its version as the first field. Jackson writes the field
     * and then the document's own fields in one pass: a result is written at every assessment, and
     * building a tree, or splicing the field into the written text (a copy of a long string, twice),
     * was a measurable share of a CDS Hooks call.
     */
    String write(Record document, int version) {
        try {
            return json.writeValueAsString(new Stamped(version, document));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("An assessment " + documentName + " of plain values always serialises", e);
        }
    }

    /**
     * A document behind its version field. Unwrapping takes the document's properties, so the
     * document must be an object: a record always writes as one.
     */
    private record Stamped(@JsonProperty(VERSION_FIELD) int version, @JsonUnwrapped Record document) {
    }

    /** The stored document without its version field, and the version it had. */
    Read read(String stored) {
        JsonNode tree;
        try {
            tree = json.readTree(stored);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A stored assessment " + documentName + " is unreadable", e);
        }
        if (!(tree instanceof ObjectNode document)) {
            throw new IllegalStateException("A stored assessment " + documentName + " is not a JSON object");
        }
        JsonNode declared = document.remove(VERSION_FIELD);
        int version = declared == null ? UNSTAMPED_VERSION : declared.isIntegralNumber() ? declared.intValue() : -1;
        if (!readableVersions.contains(version)) {
            throw new IllegalStateException("A stored assessment " + documentName + " has " + VERSION_FIELD + " "
                    + declared + ", which this version of MedVigil cannot read (it reads " + new TreeSet<>(readableVersions) + ")");
        }
        return new Read(version, document);
    }

    /** A stored document's body, its version field removed. */
    record Read(int version, ObjectNode document) {
    }

    /** The body bound to {@code type}; unknown fields fail, as they do in requests. */
    <T> T bind(ObjectNode document, Class<T> type) {
        try {
            return json.treeToValue(document, type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A stored assessment " + documentName + " does not have the shape of "
                    + type.getSimpleName(), e);
        }
    }
}
