package com.medvigil.apireference;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

import io.swagger.v3.core.util.Json31;
import io.swagger.v3.oas.models.OpenAPI;

/**
 * Completes the description springdoc reads from the controllers with what a reader of the
 * reference needs and a controller should not carry: each operation's summary and prose, its
 * parameters' meaning, the engine result's field notes, the FHIR endpoints (served by HAPI's
 * servlet, which springdoc cannot see), and an example request and answer per operation.
 * <p>
 * The text lives in {@code resources/api-reference/*.yaml}, fragments of an OpenAPI document merged
 * over the generated one; the examples in {@code api-reference/examples/<operationId>.request.json}
 * and {@code .response.json} (and {@code .<status>.json} for an error), the files the reference
 * test sends and compares, so they stay true.
 * A fragment describing an operation or a parameter that no controller serves stops the startup:
 * the reference must not describe what the service does not do.
 */
final class ApiReference implements OpenApiCustomizer {

    static final String FRAGMENTS = "classpath:api-reference/*.yaml";
    static final String EXAMPLES = "api-reference/examples/";
    /** Paths HAPI's servlet serves: described here only, since no controller maps them. */
    static final String FHIR_PATHS = "/v1/fhir";
    private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "patch", "head", "options");

    private final List<ObjectNode> fragments;
    private final ObjectMapper json = Json31.mapper();

    ApiReference() {
        this(readFragments());
    }

    ApiReference(List<ObjectNode> fragments) {
        this.fragments = fragments;
    }

    @Override
    public void customise(OpenAPI openApi) {
        ObjectNode document = json.valueToTree(openApi);
        for (ObjectNode fragment : fragments) {
            checkServed(document, fragment);
            merge(document, fragment);
        }
        addExamples(document);
        OpenAPI merged;
        try {
            merged = json.treeToValue(document, OpenAPI.class);
        } catch (IOException e) {
            throw new IllegalStateException("The API reference fragments do not make a valid OpenAPI document", e);
        }
        openApi.setPaths(merged.getPaths());
        openApi.setComponents(merged.getComponents());
        openApi.setTags(merged.getTags());
    }

    private static List<ObjectNode> readFragments() {
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
        try {
            Resource[] resources = new PathMatchingResourcePatternResolver().getResources(FRAGMENTS);
            Arrays.sort(resources, Comparator.comparing(Resource::getFilename));
            List<ObjectNode> read = new ArrayList<>();
            for (Resource resource : resources) {
                try (InputStream in = resource.getInputStream()) {
                    read.add((ObjectNode) yaml.readTree(in));
                }
            }
            return read;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the API reference fragments", e);
        }
    }

    /**
     * Every REST operation a fragment names must exist, and so must every schema and property it
     * annotates; only FHIR paths, and schemas defined in full (with a type), may be added.
     */
    private static void checkServed(ObjectNode document, ObjectNode fragment) {
        fragment.path("components").path("schemas").fields().forEachRemaining(schema -> {
            JsonNode served = document.path("components").path("schemas").path(schema.getKey());
            if (schema.getValue().has("type")) {
                return;
            }
            if (served.isMissingNode()) {
                throw new IllegalStateException("The API reference annotates schema " + schema.getKey()
                        + ", which the service does not publish");
            }
            schema.getValue().path("properties").fieldNames().forEachRemaining(property -> {
                if (!served.path("properties").has(property)) {
                    throw new IllegalStateException("The API reference annotates " + schema.getKey() + "."
                            + property + ", which the schema does not have");
                }
            });
        });
        fragment.path("paths").fields().forEachRemaining(path -> {
            if (path.getKey().startsWith(FHIR_PATHS)) {
                return;
            }
            path.getValue().fieldNames().forEachRemaining(method -> {
                JsonNode served = document.path("paths").path(path.getKey()).path(method);
                if (METHODS.contains(method) && served.isMissingNode()) {
                    throw new IllegalStateException("The API reference describes " + method.toUpperCase() + " "
                            + path.getKey() + ", which no controller serves");
                }
                for (JsonNode parameter : path.getValue().path(method).path("parameters")) {
                    if (named(served.path("parameters"), parameter.path("name").asText()) == null) {
                        throw new IllegalStateException("The API reference describes parameter "
                                + parameter.path("name").asText() + " of " + method.toUpperCase() + " "
                                + path.getKey() + ", which it does not take");
                    }
                }
            });
        });
    }

    /** Objects merge field by field; lists of named items (parameters) by name; anything else is replaced. */
    private static void merge(ObjectNode target, JsonNode overlay) {
        for (Iterator<Map.Entry<String, JsonNode>> fields = overlay.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            JsonNode existing = target.get(field.getKey());
            if (existing instanceof ObjectNode object && field.getValue().isObject()) {
                merge(object, field.getValue());
            } else if (existing instanceof ArrayNode list && "parameters".equals(field.getKey())) {
                for (JsonNode parameter : field.getValue()) {
                    ObjectNode same = named(list, parameter.path("name").asText());
                    if (same == null) {
                        list.add(parameter.deepCopy());
                    } else {
                        merge(same, parameter);
                    }
                }
            } else {
                target.set(field.getKey(), field.getValue().deepCopy());
            }
        }
    }

    private static ObjectNode named(JsonNode list, String name) {
        for (JsonNode item : list) {
            if (item instanceof ObjectNode object && name.equals(item.path("name").asText())) {
                return object;
            }
        }
        return null;
    }

    /**
     * The request example goes on the body, the answer's on every success with a body, and an
     * error's ({@code <operationId>.<status>.json}) on that error answer.
     */
    private void addExamples(ObjectNode document) {
        document.path("paths").forEach(path -> path.fields().forEachRemaining(method -> {
            if (!METHODS.contains(method.getKey())) {
                return;
            }
            JsonNode operation = method.getValue();
            String id = operation.path("operationId").asText();
            JsonNode request = example(id + ".request.json");
            if (request != null && operation.path("requestBody").path("content").elements().hasNext()) {
                ((ObjectNode) operation.path("requestBody").path("content").elements().next()).set("example", request);
            }
            JsonNode response = example(id + ".response.json");
            if (response != null) {
                successContents(operation).forEach(content -> content.set("example", response));
            }
            operation.path("responses").fields().forEachRemaining(answer -> {
                JsonNode error = answer.getKey().startsWith("2") ? null : example(id + "." + answer.getKey() + ".json");
                if (error != null) {
                    errorContent(id, answer.getKey(), answer.getValue()).set("example", error);
                }
            });
        }));
    }

    /** The {message} body of an error answer, which an example of that error describes. */
    private static ObjectNode errorContent(String id, String status, JsonNode response) {
        if (!response.path("content").elements().hasNext()) {
            throw new IllegalStateException("An example of " + id + "'s " + status + ", which answers no body");
        }
        return (ObjectNode) response.path("content").elements().next();
    }

    /** Every success answer with a body: 200 and 201 of an upsert answer the same shape. */
    private static List<ObjectNode> successContents(JsonNode operation) {
        List<ObjectNode> contents = new ArrayList<>();
        operation.path("responses").fields().forEachRemaining(response -> {
            if (response.getKey().startsWith("2") && response.getValue().path("content").elements().hasNext()) {
                contents.add((ObjectNode) response.getValue().path("content").elements().next());
            }
        });
        if (contents.isEmpty()) {
            throw new IllegalStateException("An example answer for " + operation.path("operationId").asText()
                    + ", which answers no body");
        }
        return contents;
    }

    private JsonNode example(String name) {
        try (InputStream in = ApiReference.class.getClassLoader().getResourceAsStream(EXAMPLES + name)) {
            return in == null ? null : json.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the example " + name, e);
        }
    }
}
