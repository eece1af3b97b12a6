package com.medvigil.fhir.submit;

import java.util.Iterator;
import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Explains an entry HAPI's parser failed on without saying why (it throws a bare exception for a
 * few shapes it does not expect, such as an extension that is not a JSON object). The entry is
 * refused on its own rather than failing the whole bundle. Looked for only after a failure, so
 * an entry that parses pays nothing.
 */
final class UnreadableResource {

    private static final Logger log = LoggerFactory.getLogger(UnreadableResource.class);

    private UnreadableResource() {
    }

    static EntryProblem explain(ObjectNode resource, RuntimeException failure) {
        String extension = firstNonObjectExtension(resource, "resource");
        if (extension != null) {
            return EntryProblem.invalid(extension, "an extension must be a JSON object with a url");
        }
        // Not a shape this class knows: where HAPI failed is logged, to be named here next time. Not
        // the message, which may quote a value of the resource.
        StackTraceElement[] where = failure.getStackTrace();
        log.warn("HAPI's parser failed on a submitted resource with {} at {}, which the client was not told more of",
                failure.getClass().getName(), where.length == 0 ? "an unknown place" : where[0]);
        return EntryProblem.invalid("resource", "not a valid FHIR R4 resource: HAPI's parser could not read it ("
                + failure.getClass().getSimpleName() + "); check that each element has the JSON type FHIR R4 gives it");
    }

    /** The path of the first member of an {@code extension} or {@code modifierExtension} array that is no object. */
    private static String firstNonObjectExtension(JsonNode node, String path) {
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> members = node.fields(); members.hasNext(); ) {
                Map.Entry<String, JsonNode> member = members.next();
                String memberPath = path + "." + member.getKey();
                boolean extensions = member.getKey().equals("extension") || member.getKey().equals("modifierExtension");
                if (extensions && member.getValue().isArray()) {
                    for (int i = 0; i < member.getValue().size(); i++) {
                        if (!member.getValue().get(i).isObject()) {
                            return memberPath + "[" + i + "]";
                        }
                    }
                }
                String found = firstNonObjectExtension(member.getValue(), memberPath);
                if (found != null) {
                    return found;
                }
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                String found = firstNonObjectExtension(node.get(i), path + "[" + i + "]");
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
