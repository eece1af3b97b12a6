package com.medvigil.fhir;

import java.util.Iterator;
import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Explains a failure of HAPI's JSON parser that came without a reason: for a few shapes it does
 * not expect, such as an extension that is not a JSON object, it throws a bare exception. Both
 * readers of a client's FHIR ({@code $submit} and CDS Hooks) explain it from here, so a client is
 * told the same whichever it sent to. Looked for only after a failure, so a resource that parses
 * pays nothing.
 */
public final class UnreadableFhirJson {

    private static final Logger log = LoggerFactory.getLogger(UnreadableFhirJson.class);

    private UnreadableFhirJson() {
    }

    /**
     * The element at fault and why.
     *
     * @param element the path within the resource ({@code contained[0].extension[1]}), empty for
     *                the resource as a whole
     * @param reason  what is wrong, worded to follow "is" after the element's name
     *                ("not a JSON object; ...")
     */
    public record Explanation(String element, String reason) {

        /** The element's path under the name the caller gives the resource ({@code resource.extension[1]}). */
        public String under(String resourceName) {
            return element.isEmpty() ? resourceName : resourceName + "." + element;
        }
    }

    public static Explanation explain(JsonNode resource, RuntimeException failure) {
        String extension = firstNonObjectExtension(resource, "");
        if (extension != null) {
            return new Explanation(extension, "not a JSON object; an extension must be a JSON object with a url");
        }
        // Not a shape this class knows: where HAPI failed is logged, to be named here next time. Not
        // the message, which may quote a value of the resource.
        StackTraceElement[] where = failure.getStackTrace();
        log.warn("HAPI's parser failed on a client's resource with {} at {}, which the client was not told more of",
                failure.getClass().getName(), where.length == 0 ? "an unknown place" : where[0]);
        return new Explanation("", "not a valid FHIR R4 resource: HAPI's parser could not read it ("
                + failure.getClass().getSimpleName() + "); check that each element has the JSON type FHIR R4 gives it");
    }

    /** The path of the first member of an {@code extension} or {@code modifierExtension} array that is no object. */
    private static String firstNonObjectExtension(JsonNode node, String path) {
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> members = node.fields(); members.hasNext(); ) {
                Map.Entry<String, JsonNode> member = members.next();
                String memberPath = path.isEmpty() ? member.getKey() : path + "." + member.getKey();
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
