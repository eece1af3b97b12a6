package com.medvigil.apireference;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

/**
 * The examples of the API reference (resources/api-reference/examples) are true: each request
 * example is sent as it is and accepted, each answer example conforms to the published schema,
 * and the real answer has the example's shape (the same fields, recursively, of the same JSON
 * types). The real answers are written to target/reference-examples to refresh the files from
 * (with -Dexamples.refresh=true the comparisons are skipped, to write them all in one run).
 */
@ApiTest
class ReferenceExamplesTest {

    static final Path WRITTEN = Path.of("target/reference-examples");

    @LocalServerPort
    int port;

    Api api;
    JsonNode description;
    final ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @BeforeEach
    void readTheDescription() throws Exception {
        api = new Api(port);
        description = json.readTree(api.anonymous().get("/v3/api-docs").asString());
        Files.createDirectories(WRITTEN);
    }

    @Test
    void theIntegratorsFirstCallsAnswerAsTheirExamplesShow() throws Exception {
        Response registered = api.anonymous().contentType(ContentType.JSON)
                .body(withUniqueCode(example("tenantRegistration.register.request.json"))).post("/v1/tenants/register");
        compare("tenantRegistration.register", "POST /v1/tenants/register", registered, 201);
        TestTenant tenant = new TestTenant(java.util.UUID.fromString(registered.path("tenantId")),
                registered.path("tenantCode"), registered.path("apiKey"));

        compare("patient.upsert", "POST /v1/patients", api.as(tenant).contentType(ContentType.JSON)
                .body(example("patient.upsert.request.json")).post("/v1/patients"), 201);
        compare("webhook.create", "POST /v1/webhooks", api.as(tenant).contentType(ContentType.JSON)
                .body(example("webhook.create.request.json")).post("/v1/webhooks"), 201);

        Response accepted = api.as(tenant).contentType(ContentType.JSON)
                .body(example("assessment.request.request.json")).post("/v1/assessments");
        compare("assessment.request", "POST /v1/assessments", accepted, 202);
        api.awaitProcessed(tenant, accepted.path("assessmentId"));
        compare("assessment.read", "GET /v1/assessments/{assessmentId}",
                api.as(tenant).get("/v1/assessments/" + accepted.<String>path("assessmentId")), 200);
    }

    private void compare(String operationId, String endpoint, Response answer, int status) throws Exception {
        assertThat(answer.statusCode()).as("%s: %s", endpoint, answer.asString()).isEqualTo(status);
        JsonNode actual = json.readTree(answer.asString());
        Files.writeString(WRITTEN.resolve(operationId + ".response.json"), json.writeValueAsString(actual) + "\n");
        if (Boolean.getBoolean("examples.refresh")) {
            return;
        }
        JsonNode example = json.readTree(example(operationId + ".response.json"));
        String[] parts = endpoint.split(" ", 2);
        String pointer = "/paths/" + parts[1].replace("~", "~0").replace("/", "~1") + "/" + parts[0].toLowerCase()
                + "/responses/" + status + "/content/application~1json";

        assertThat(description.at(pointer + "/example")).as("%s publishes its example", endpoint).isEqualTo(example);
        assertThat(SchemaConformance.problems(description, description.at(pointer + "/schema"), example))
                .as("%s: its example conforms to its schema", endpoint).isEmpty();
        assertThat(shape(actual)).as("%s: the real answer has the example's shape", endpoint).isEqualTo(shape(example));
    }

    /** Every field path with its JSON type; lists by their first item. */
    private static TreeSet<String> shape(JsonNode node) {
        TreeSet<String> shape = new TreeSet<>();
        collect("$", node, shape);
        return shape;
    }

    private static void collect(String path, JsonNode node, TreeSet<String> shape) {
        shape.add(path + ": " + node.getNodeType());
        if (node.isObject()) {
            for (Map.Entry<String, JsonNode> field : node.properties()) {
                collect(path + "." + field.getKey(), field.getValue(), shape);
            }
        } else if (node.isArray() && !node.isEmpty()) {
            collect(path + "[]", node.get(0), shape);
        }
    }

    private static String withUniqueCode(String registration) {
        return registration.replace("\"st-marys-clinic\"", "\"" + Api.uniqueCode("example") + "\"");
    }

    static String example(String name) throws Exception {
        try (InputStream in = ReferenceExamplesTest.class.getClassLoader().getResourceAsStream(ApiReference.EXAMPLES + name)) {
            assertThat(in).as("example %s", name).isNotNull();
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }
}
