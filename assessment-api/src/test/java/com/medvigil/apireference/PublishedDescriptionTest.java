package com.medvigil.apireference;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;

/**
 * The committed description the build generates the Java client from (src/test/openapi/api-docs.json,
 * docs/api.md) is the one the service publishes: a change to the API not carried into the snapshot
 * fails here, with the live description written to target/api-docs.live.json to review and copy over.
 */
@ApiTest
class PublishedDescriptionTest {

    static final Path SNAPSHOT = Path.of("src/test/openapi/api-docs.json");
    static final Path LIVE = Path.of("target/api-docs.live.json");
    private static final Pattern REFERENCE = Pattern.compile("\"#/components/schemas/([^\"]+)\"");

    @LocalServerPort
    int port;

    @Test
    void theCommittedSnapshotIsWhatTheServicePublishes() throws Exception {
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);
        JsonNode live = asPublished(json.readTree(new Api(port).anonymous().get("/v3/api-docs").asString()));
        Files.createDirectories(LIVE.getParent());
        Files.writeString(LIVE, json.writeValueAsString(live) + "\n");

        assertThat(json.readTree(SNAPSHOT.toFile()))
                .as("%s differs from the published description; review %s and copy it over", SNAPSHOT, LIVE)
                .isEqualTo(live);
    }

    /**
     * Without what only the test classpath adds (its failing and echo endpoints and their schemas)
     * and without the build's version and the server's address (a random port here), which change
     * with every release and every run, not with the API.
     */
    private static JsonNode asPublished(JsonNode description) {
        ((ObjectNode) description.path("info")).put("version", "snapshot");
        ((ObjectNode) description).remove("servers");
        ((ObjectNode) description.path("paths")).properties()
                .removeIf(path -> path.getKey().startsWith("/v1/test-only/") || path.getKey().contains("for-tests"));
        Set<String> referenced = new HashSet<>();
        collectReferences(description.path("paths").toString() + description.path("components").path("responses"), description.path("components").path("schemas"), referenced);
        ((ObjectNode) description.path("components").path("schemas")).properties()
                .removeIf(schema -> !referenced.contains(schema.getKey()));
        return description;
    }

    private static void collectReferences(String text, JsonNode schemas, Set<String> referenced) {
        Matcher reference = REFERENCE.matcher(text);
        while (reference.find()) {
            if (referenced.add(reference.group(1))) {
                collectReferences(schemas.path(reference.group(1)).toString(), schemas, referenced);
            }
        }
    }
}
