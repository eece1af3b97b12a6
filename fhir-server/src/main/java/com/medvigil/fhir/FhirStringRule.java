package com.medvigil.fhir;

import java.util.Iterator;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * FHIR R4 strings are Unicode text holding no character below U+0020 but tab, carriage return
 * and line feed (R4 datatypes, "string"). Neither a submitted value nor a search value may hold
 * one; PostgreSQL cannot take a NUL at all, neither to store nor as a query parameter. Half of a
 * surrogate pair (a JSON escape such as {@code \ud800} without its other half) is no character at
 * all: it cannot be written as UTF-8, so it could not be stored as sent.
 */
public final class FhirStringRule {

    private FhirStringRule() {
    }

    /**
     * Why the text breaks the rule, naming its first forbidden character ("holds the control
     * character U+0000 at character 3; ..."), to follow the name of what holds it; null when it is
     * acceptable.
     */
    public static String problemIn(String text) {
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            if (isForbiddenControl(c)) {
                return String.format("holds the control character U+%04X at character %d; FHIR strings may hold no"
                        + " character below U+0020 but tab, carriage return and line feed", c, i + 1);
            }
            if (isUnpairedSurrogate(c)) {
                return String.format("holds the unpaired surrogate U+%04X at character %d; FHIR strings are Unicode"
                        + " text, in which a surrogate comes only as one of a pair", c, i + 1);
            }
            i += Character.charCount(c);
        }
        return null;
    }

    /**
     * The text with each character the rule forbids replaced by U+FFFD, the Unicode replacement
     * character; the text itself when it holds none. For text read but not stored as FHIR, where
     * refusing it would cost more than the character is worth.
     */
    public static String withForbiddenReplaced(String text) {
        if (problemIn(text) == null) {
            return text;
        }
        StringBuilder replaced = new StringBuilder(text.length());
        text.codePoints().forEach(c -> replaced.appendCodePoint(isForbiddenControl(c) || isUnpairedSurrogate(c) ? '\uFFFD' : c));
        return replaced.toString();
    }

    /**
     * Applies {@link #withForbiddenReplaced} to every text value of the JSON document, in place:
     * FHIR read leniently, where the characters carry nothing worth refusing it for.
     */
    public static void replaceForbiddenIn(JsonNode document) {
        if (document instanceof ObjectNode object) {
            for (Iterator<Map.Entry<String, JsonNode>> members = object.fields(); members.hasNext(); ) {
                Map.Entry<String, JsonNode> member = members.next();
                if (member.getValue().isTextual()) {
                    member.setValue(withForbiddenReplaced(member.getValue()));
                } else {
                    replaceForbiddenIn(member.getValue());
                }
            }
        } else if (document instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                if (array.get(i).isTextual()) {
                    array.set(i, withForbiddenReplaced(array.get(i)));
                } else {
                    replaceForbiddenIn(array.get(i));
                }
            }
        }
    }

    /** The same text node when nothing is replaced, so that a clean document is left as it was. */
    private static JsonNode withForbiddenReplaced(JsonNode text) {
        String replaced = withForbiddenReplaced(text.textValue());
        return replaced == text.textValue() ? text : TextNode.valueOf(replaced);
    }

    private static boolean isForbiddenControl(int c) {
        return c < 0x20 && c != '\t' && c != '\r' && c != '\n';
    }

    /** Java reads half of a surrogate pair without its other half as a code point of its own, of type SURROGATE. */
    private static boolean isUnpairedSurrogate(int c) {
        return Character.getType(c) == Character.SURROGATE;
    }
}
