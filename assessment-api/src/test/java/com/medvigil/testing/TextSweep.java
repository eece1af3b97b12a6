package com.medvigil.testing;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Every text of a JSON document, one at a time: the texts of each shape (the same members under
 * any array positions, as every entry's {@code resource.name[n].family}) are represented by the
 * first one, so that a record of many resources costs a call per kind of text, not per text.
 */
public final class TextSweep {

    private TextSweep() {
    }

    /** The first text of each shape, as pointers into the document, in document order. */
    public static List<JsonPointer> textsOfEachShape(JsonNode document) {
        Map<String, JsonPointer> firstOfShape = new LinkedHashMap<>();
        collect(document, "", "", firstOfShape);
        return new ArrayList<>(firstOfShape.values());
    }

    /** A copy of the document whose text at the pointer has the character inserted in its middle. */
    public static ObjectNode withCharacterIn(ObjectNode document, JsonPointer text, String character) {
        ObjectNode copy = document.deepCopy();
        String value = copy.at(text).textValue();
        String changed = value.substring(0, value.length() / 2) + character + value.substring(value.length() / 2);
        JsonNode parent = copy.at(text.head());
        if (parent instanceof ArrayNode array) {
            array.set(text.last().getMatchingIndex(), changed);
        } else {
            ((ObjectNode) parent).put(text.last().getMatchingProperty(), changed);
        }
        return copy;
    }

    private static void collect(JsonNode node, String pointer, String shape, Map<String, JsonPointer> firstOfShape) {
        if (node.isTextual()) {
            firstOfShape.putIfAbsent(shape, JsonPointer.compile(pointer));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                collect(node.get(i), pointer + "/" + i, shape + "/*", firstOfShape);
            }
        } else if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> members = node.fields(); members.hasNext(); ) {
                Map.Entry<String, JsonNode> member = members.next();
                String segment = "/" + member.getKey().replace("~", "~0").replace("/", "~1");
                collect(member.getValue(), pointer + segment, shape + segment, firstOfShape);
            }
        }
    }
}
