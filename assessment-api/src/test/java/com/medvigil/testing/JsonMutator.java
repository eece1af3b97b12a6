package com.medvigil.testing;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Breaks a FHIR JSON document in one random way, as a faulty EHR interface might: a value of the
 * wrong JSON type, a member dropped or added, an odd string (a date, reference, narrative or
 * character FHIR does not allow), or, in a bundle entry, a request with a broken condition.
 * Seeded, so a failure can be replayed.
 */
public final class JsonMutator {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final List<String> ODD_STRINGS = List.of("", " ", "\u0000", "\uD800", "\t\n", "2020-13-45",
            "2020-01-01T10:00:00", "2020-02-30", "1.2.3", "-0", "urn:uuid:not-a-uuid", "Patient/", "#", "#missing",
            "Patient/../x", "http://elsewhere.example/fhir/Patient/1", "Patient?identifier=%7", "<div>", "&nbsp;",
            "x".repeat(70_000), "\u202Eevil", "'; drop table fhir_resource; --", "%00", "Patient/a|b");
    private static final List<String> ODD_NARRATIVES = List.of("<p>no div</p>", "<div", "plain text",
            "<div xmlns=\"http://www.w3.org/1999/xhtml\"><script>alert(1)</script></div>",
            "<div xmlns=\"http://www.w3.org/1999/xhtml\"><_x/></div>",
            "<div xmlns=\"http://www.w3.org/1999/xhtml\">&unknownentity;</div>",
            "<div xmlns=\"http://www.w3.org/1999/xhtml\"><p onclick=\"x()\">a</p></div>",
            "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><div xmlns=\"http://www.w3.org/1999/xhtml\">&e;</div>");
    private static final List<String> ODD_CONDITIONS = List.of("", "identifier=%7", "identifier=%zz", "=", "&&",
            "Patient?identifier=a|b", "unknown=1", "identifier", "identifier=a&identifier=b", "_id=x", "%", "?");
    private static final List<String> ODD_VERSIONS = List.of("", "W/\"\"", "W/\"-1\"", "W/\"x\"", "\"1\"", "W/\"99999999999\"",
            "*", "W/");

    /**
     * Writes every character beyond ASCII as a JSON escape, as some clients do: only so does an odd
     * string holding half of a surrogate pair reach the service as sent ({@code \ud800}); written
     * raw, the HTTP client would turn it into a '?' on its way to UTF-8.
     */
    private static final ObjectWriter ESCAPING = JsonMapper.builder().enable(JsonWriteFeature.ESCAPE_NON_ASCII).build()
            .writer();

    private final Random random;

    public JsonMutator(Random random) {
        this.random = random;
    }

    /** The document as a client sends it, every character beyond ASCII escaped. */
    public static String asSent(JsonNode document) {
        try {
            return ESCAPING.writeValueAsString(document);
        } catch (JsonProcessingException cannotHappenForATree) {
            throw new IllegalStateException(cannotHappenForATree);
        }
    }

    /**
     * A broken copy of the bundle entry: its resource broken, or its request, resourceType or id;
     * what was done is appended to {@code done}, to name a failure.
     */
    public ObjectNode mutateEntry(ObjectNode entry, StringBuilder done) {
        ObjectNode broken = entry.deepCopy();
        int kind = random.nextInt(7);
        if (kind < 4) {
            breakSomewhere(broken.path("resource"), "resource", kind, done);
            return broken;
        }
        switch (kind) {
            case 4 -> {
                ObjectNode text = ((ObjectNode) broken.path("resource")).putObject("text");
                String narrative = pick(ODD_NARRATIVES);
                done.append("narrative ").append(narrative);
                text.put("status", "generated").put("div", narrative);
            }
            case 5 -> {
                ObjectNode request = broken.putObject("request");
                request.put("method", pick(List.of("POST", "PUT", "GET", "DELETE", "PATCH", "")));
                request.put("url", pick(List.of("Patient", "Observation", "", "Patient/x", "Nope", "Patient?x=1")));
                if (random.nextBoolean()) {
                    request.put("ifNoneExist", pick(ODD_CONDITIONS));
                }
                if (random.nextBoolean()) {
                    request.put("ifMatch", pick(ODD_VERSIONS));
                }
                done.append("request ").append(request);
            }
            default -> {
                ObjectNode resource = (ObjectNode) broken.path("resource");
                String member = pick(List.of("resourceType", "id"));
                String value = random.nextBoolean() ? pick(List.of("Observation", "Patient", "Basic", "Bundle", "patient"))
                        : pick(ODD_STRINGS);
                done.append(member).append('=').append(abbreviated(NODES.textNode(value)));
                resource.put(member, value);
            }
        }
        return broken;
    }

    /** A broken copy of the document, anywhere in it; what was done is appended to {@code done}. */
    public ObjectNode mutateAnywhere(ObjectNode document, StringBuilder done) {
        ObjectNode broken = document.deepCopy();
        breakSomewhere(broken, "", random.nextInt(4), done);
        return broken;
    }

    private void breakSomewhere(JsonNode root, String rootPath, int kind, StringBuilder done) {
        switch (kind) {
            case 0 -> {
                Location at = anyLocation(root, rootPath);
                if (at != null) {
                    JsonNode value = oddValue();
                    done.append("set ").append(at).append(" to ").append(abbreviated(value));
                    at.set(value);
                }
            }
            case 1 -> {
                Location at = anyLocation(root, rootPath);
                if (at != null) {
                    done.append("removed ").append(at);
                    at.remove();
                }
            }
            case 2 -> {
                Location at = anyLocation(root, rootPath);
                if (at != null) {
                    JsonNode value = at.get();
                    JsonNode changed = value.isArray() && !value.isEmpty() ? value.get(0) : NODES.arrayNode().add(value);
                    done.append(value.isArray() ? "unwrapped " : "wrapped ").append(at);
                    at.set(changed);
                }
            }
            default -> {
                ObjectNode object = anyObject(root, rootPath);
                String name = random.nextBoolean() ? "fuzzMember" : "_" + pick(List.of("status", "id", "gender", "birthDate",
                        "effectiveDateTime", "fuzz"));
                JsonNode value = random.nextBoolean() ? oddValue() : NODES.objectNode().set("extension",
                        NODES.arrayNode().add(oddValue()));
                done.append("added ").append(name).append('=').append(abbreviated(value));
                object.set(name, value);
            }
        }
    }

    private JsonNode oddValue() {
        return switch (random.nextInt(8)) {
            case 0 -> NODES.nullNode();
            case 1 -> NODES.numberNode(random.nextBoolean() ? -1 : 1e308);
            case 2 -> NODES.booleanNode(random.nextBoolean());
            case 3 -> NODES.objectNode();
            case 4 -> NODES.arrayNode().add(NODES.nullNode());
            case 5 -> NODES.objectNode().put("reference", pick(ODD_STRINGS));
            case 6 -> NODES.arrayNode().add(NODES.arrayNode());
            default -> NODES.textNode(pick(ODD_STRINGS));
        };
    }

    /** A member of an object or an item of an array anywhere in the tree, or null for an empty tree. */
    private Location anyLocation(JsonNode root, String rootPath) {
        List<Location> locations = new ArrayList<>();
        collect(root, rootPath, locations);
        return locations.isEmpty() ? null : pick(locations);
    }

    private ObjectNode anyObject(JsonNode root, String rootPath) {
        List<Location> locations = new ArrayList<>();
        collect(root, rootPath, locations);
        List<ObjectNode> objects = new ArrayList<>(List.of((ObjectNode) root));
        locations.stream().map(Location::get).filter(JsonNode::isObject).forEach(node -> objects.add((ObjectNode) node));
        return pick(objects);
    }

    private static void collect(JsonNode node, String path, List<Location> into) {
        if (node instanceof ObjectNode object) {
            for (Iterator<String> names = object.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                if (!"resourceType".equals(name)) {
                    into.add(new Location(object, name, -1, path + "." + name));
                    collect(object.get(name), path + "." + name, into);
                }
            }
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                into.add(new Location(array, null, i, path + "[" + i + "]"));
                collect(array.get(i), path + "[" + i + "]", into);
            }
        }
    }

    private <T> T pick(List<T> choices) {
        return choices.get(random.nextInt(choices.size()));
    }

    private static String abbreviated(JsonNode value) {
        String text = value.toString();
        return text.length() > 60 ? text.substring(0, 60) + "..." : text;
    }

    /** A place in the tree: a member of an object or an item of an array. */
    private record Location(JsonNode parent, String name, int index, String path) {

        JsonNode get() {
            return name != null ? parent.get(name) : parent.get(index);
        }

        void set(JsonNode value) {
            if (name != null) {
                ((ObjectNode) parent).set(name, value);
            } else {
                ((ArrayNode) parent).set(index, value);
            }
        }

        void remove() {
            if (name != null) {
                ((ObjectNode) parent).remove(name);
            } else {
                ((ArrayNode) parent).remove(index);
            }
        }

        @Override
        public String toString() {
            return path;
        }
    }
}
