package com.medvigil.apireference;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;

import io.restassured.response.Response;

/**
 * The OpenAPI description at /v3/api-docs: every endpoint of the interface specification with the
 * status codes the specification, DECISIONS and docs/api.md give it, every other REST endpoint
 * too, both authentication schemes, and schemas for what goes in and comes out.
 */
@ApiTest
class OpenApiDescriptionTest {

    /** Spec Part 4 (non-FHIR), with the codes DECISIONS ("Errors and limits") and docs/api.md settle. */
    private static final List<Documented> SPEC_ENDPOINTS = List.of(
            new Documented("POST /v1/tenants/register", "201", "400", "409", "413", "415", "429"),
            new Documented("PUT /v1/tenants/webhook", "200", "400", "401", "413", "415", "429"),
            new Documented("POST /v1/patients", "200", "201", "400", "401", "413", "415", "429"),
            new Documented("GET /v1/patients", "200", "400", "401", "429"),
            new Documented("POST /v1/assessments", "202", "400", "401", "413", "415", "429"),
            new Documented("GET /v1/assessments/{assessmentId}", "200", "401", "404", "429"),
            new Documented("PATCH /v1/assessments/{assessmentId}/status", "200", "400", "401", "404", "413", "415", "429"),
            new Documented("POST /v1/webhooks", "201", "400", "401", "409", "413", "415", "429"),
            new Documented("GET /v1/webhooks", "200", "401", "429"),
            new Documented("GET /v1/webhooks/{webhookId}", "200", "401", "404", "429"),
            new Documented("PATCH /v1/webhooks/{id}", "200", "400", "401", "404", "413", "415", "429"),
            new Documented("DELETE /v1/webhooks/{id}", "204", "401", "404", "429"),
            new Documented("POST /v1/webhooks/{id}/regenerate-secret", "200", "401", "404", "429"));

    /**
     * Successful answers whose body is empty because an outside specification says so, rather than
     * because a schema went missing: CDS Hooks feedback is answered 200 with no body.
     */
    private static final Set<String> EMPTY_BY_SPECIFICATION = Set.of("POST /v1/cds-services/{id}/feedback 200");

    /** The test suite's own failing endpoint (com.medvigil.web.FailingEndpoint), plain text on purpose. */
    private static final String TEST_ONLY = "/v1/test-only/";
    /** Served by HAPI's servlet, answering FHIR resources and OperationOutcomes rather than {message}. */
    private static final String FHIR = "/v1/fhir";

    @LocalServerPort
    int port;
    @Autowired
    @Qualifier("requestMappingHandlerMapping")
    RequestMappingHandlerMapping mappings;

    JsonNode description;

    record Documented(String endpoint, String... statuses) {
    }

    @BeforeEach
    void readTheDescriptionWithoutAKey() throws Exception {
        Response response = new Api(port).anonymous().get("/v3/api-docs");
        assertThat(response.statusCode()).isEqualTo(200);
        description = new ObjectMapper().readTree(response.asString());
    }

    @Test
    void everyEndpointOfTheInterfaceSpecIsDescribedWithItsDocumentedStatusCodes() {
        for (Documented documented : SPEC_ENDPOINTS) {
            JsonNode operation = operation(documented.endpoint());

            assertThat(operation.isMissingNode()).as(documented.endpoint()).isFalse();
            assertThat(names(operation.path("responses"))).as("status codes of %s", documented.endpoint())
                    .contains(documented.statuses());
        }
    }

    @Test
    void everyRestEndpointOfTheServiceIsDescribedAndSoAreTheFhirOperations() {
        Set<String> served = new TreeSet<>();
        for (RequestMappingInfo mapping : mappings.getHandlerMethods().keySet()) {
            for (String path : mapping.getPatternValues()) {
                mapping.getMethodsCondition().getMethods().forEach(method -> {
                    if (path.startsWith("/v1/")) {
                        served.add(method.name() + " " + path);
                    }
                });
            }
        }
        Set<String> described = new TreeSet<>();
        description.path("paths").fields().forEachRemaining(path -> path.getValue().fieldNames()
                .forEachRemaining(method -> described.add(method.toUpperCase(Locale.ROOT) + " " + path.getKey())));

        Set<String> fhir = new TreeSet<>(described);
        fhir.removeIf(endpoint -> !endpoint.contains(FHIR));
        described.removeAll(fhir);

        assertThat(served).hasSizeGreaterThan(20);
        assertThat(described).containsExactlyInAnyOrderElementsOf(served);
        assertThat(fhir).containsExactlyInAnyOrder("GET /v1/fhir/metadata", "POST /v1/fhir/$submit",
                "GET /v1/fhir/{type}", "GET /v1/fhir/{type}/{id}", "GET /v1/fhir/Patient/{id}/$everything");
    }

    /**
     * What a reader of the reference needs for every operation: a summary and a description, the
     * meaning of each parameter and of each answer, and examples: of the request body, and of
     * every success answer with a body (ReferenceExamplesTest keeps them true).
     */
    @Test
    void everyOperationIsDescribedWithItsParametersAnswersAndExamples() {
        List<String> undescribed = new ArrayList<>();
        description.path("paths").fields().forEachRemaining(path -> path.getValue().fields().forEachRemaining(op -> {
            String endpoint = op.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey();
            if (path.getKey().startsWith(TEST_ONLY) || path.getKey().contains("for-tests")) {
                return;
            }
            JsonNode operation = op.getValue();
            if (operation.path("summary").asText().isBlank()) {
                undescribed.add(endpoint + ": no summary");
            }
            if (operation.path("description").asText().isBlank()) {
                undescribed.add(endpoint + ": no description");
            }
            operation.path("parameters").forEach(parameter -> {
                if (parameter.path("description").asText().isBlank()) {
                    undescribed.add(endpoint + " " + parameter.path("name").asText() + ": no description");
                }
            });
            if (operation.has("requestBody") && !firstContent(operation.path("requestBody")).has("example")) {
                undescribed.add(endpoint + ": no request example");
            }
            operation.path("responses").fields().forEachRemaining(answer -> {
                JsonNode response = resolve(answer.getValue());
                if (response.path("description").asText().isBlank()) {
                    undescribed.add(endpoint + " " + answer.getKey() + ": no description");
                }
                if (answer.getKey().startsWith("2") && response.has("content") && !firstContent(response).has("example")) {
                    undescribed.add(endpoint + " " + answer.getKey() + ": no example");
                }
            });
        }));

        assertThat(undescribed).isEmpty();
    }

    @Test
    void bothAuthenticationSchemesAreDescribedAndRegistrationNeedsNeither() {
        JsonNode schemes = description.path("components").path("securitySchemes");

        assertThat(schemes.path("bearer").path("type").asText()).isEqualTo("http");
        assertThat(schemes.path("bearer").path("scheme").asText()).isEqualTo("bearer");
        assertThat(schemes.path("apiKey").path("in").asText()).isEqualTo("header");
        assertThat(schemes.path("apiKey").path("name").asText()).isEqualTo("X-API-Key");
        assertThat(schemes.path("tenantCode").path("name").asText()).isEqualTo("X-Tenant-Code");
        assertThat(description.path("security").toString())
                .isEqualTo("[{\"bearer\":[]},{\"apiKey\":[]},{\"apiKey\":[],\"tenantCode\":[]}]");
        assertThat(operation("POST /v1/tenants/register").path("security").toString()).isEqualTo("[]");
        assertThat(operation("POST /v1/assessments").has("security")).as("inherits the global schemes").isFalse();
    }

    @Test
    void bodiesInAndOutHaveSchemasAndErrorsAreMessages() {
        List<String> problems = new ArrayList<>();
        description.path("paths").fields().forEachRemaining(path -> path.getValue().fields().forEachRemaining(op -> {
            String endpoint = op.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey();
            if (path.getKey().startsWith(TEST_ONLY) || path.getKey().startsWith(FHIR)) {
                return;
            }
            JsonNode requestBody = op.getValue().path("requestBody");
            if (!requestBody.isMissingNode() && !hasProperties(requestBody.path("content").path("application/json").path("schema"))) {
                problems.add(endpoint + ": request body without a schema");
            }
            op.getValue().path("responses").fields().forEachRemaining(response -> {
                JsonNode schema = response.getValue().path("content").path("application/json").path("schema");
                String status = response.getKey();
                if (status.startsWith("4") || status.startsWith("5")) {
                    if (!schema.path("$ref").asText().equals("#/components/schemas/Error")) {
                        problems.add(endpoint + " " + status + ": not the {message} error");
                    }
                } else if (EMPTY_BY_SPECIFICATION.contains(endpoint + " " + status)) {
                    if (response.getValue().has("content")) {
                        problems.add(endpoint + " " + status + ": described with a body it does not have");
                    }
                } else if (!status.equals("204") && !hasProperties(schema)) {
                    problems.add(endpoint + " " + status + ": answer without a schema");
                }
            });
        }));

        assertThat(problems).isEmpty();
        assertThat(names(resolve(schemaOf("POST /v1/tenants/register", "201")).path("properties")))
                .contains("tenantId", "tenantCode", "apiKey");
        assertThat(names(resolve(schemaOf("POST /v1/assessments", "202")).path("properties")))
                .contains("assessmentId", "status", "createdAt");
        assertThat(names(resolve(schemaOf("GET /v1/assessments/{assessmentId}", "200")).path("properties")))
                .contains("assessmentId", "riskLevel", "summary", "narrative", "dosageFindings", "symptoms",
                        "createdAt", "patientId", "status", "reviewStatus");
        assertThat(names(resolve(resolve(schemaOf("GET /v1/webhooks/{webhookId}", "200")).path("properties")
                .path("webhook")).path("properties")))
                .contains("id", "name", "url", "events", "status", "createdAt", "updatedAt");
        assertThat(names(resolve(description.at("/components/schemas/Error")).path("properties"))).containsExactly("message");
    }

    @Test
    void conditionsAndAllergiesMayBeNamesOrObjectsAsDecisionsSay() {
        JsonNode request = resolve(description.at("/paths/~1v1~1assessments/post/requestBody/content/application~1json/schema"));
        JsonNode condition = resolve(request.path("properties").path("conditions").path("items"));

        assertThat(condition.path("oneOf").get(0).path("type").asText()).isEqualTo("string");
        assertThat(names(resolve(condition.path("oneOf").get(1)).path("properties"))).contains("name", "code", "system", "status");
    }

    @Test
    void aPatientReadTheKeysTenantAndAStatedAgeAreDescribed() {
        assertThat(names(operation("GET /v1/patients/{patientId}").path("responses")))
                .contains("200", "400", "401", "404", "429");
        assertThat(names(resolve(resolve(schemaOf("GET /v1/patients/{patientId}", "200")).path("properties")
                .path("patient")).path("properties")))
                .contains("id", "externalId", "demographics", "reproductiveStatus", "hormonalTherapies", "stub");
        assertThat(names(resolve(schemaOf("GET /v1/tenants/me", "200")).path("properties")))
                .contains("tenantId", "tenantCode", "name", "adminEmails");
        assertThat(names(operation("PATCH /v1/tenants/me").path("responses"))).contains("200", "400", "401", "415");
        assertThat(operation("PATCH /v1/tenants/me").path("summary").asText()).isNotBlank();

        JsonNode request = resolve(description.at("/paths/~1v1~1patients/post/requestBody/content/application~1json/schema"));
        JsonNode ageYears = resolve(request.path("properties").path("demographics")).path("properties").path("ageYears");
        assertThat(ageYears.path("type").asText()).isEqualTo("integer");
        assertThat(ageYears.path("maximum").asInt()).isEqualTo(130);
        JsonNode ageSource = resolve(schemaOf("GET /v1/assessments/{assessmentId}", "200")).path("properties").path("ageSource");
        assertThat(ageSource.path("enum")).extracting(JsonNode::asText).containsExactly("dateOfBirth", "ageYears");
    }

    @Test
    void theDescriptionIsBrowsableAtDocs() {
        Response page = new Api(port).anonymous().get("/docs");
        Response config = new Api(port).anonymous().get("/v3/api-docs/swagger-config");

        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.contentType()).startsWith("text/html");
        assertThat(page.asString()).contains("Swagger UI");
        assertThat(config.jsonPath().getString("url")).isEqualTo("/v3/api-docs");
    }

    /** The operation for "METHOD /path", path parameters matched whatever their names. */
    private JsonNode operation(String endpoint) {
        String[] parts = endpoint.split(" ", 2);
        String wanted = parts[1].replaceAll("\\{[^}]+}", "{}");
        for (Iterator<Map.Entry<String, JsonNode>> paths = description.path("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            if (path.getKey().replaceAll("\\{[^}]+}", "{}").equals(wanted)) {
                return path.getValue().path(parts[0].toLowerCase(Locale.ROOT));
            }
        }
        return MissingNode.getInstance();
    }

    private JsonNode schemaOf(String endpoint, String status) {
        return operation(endpoint).path("responses").path(status).path("content").path("application/json").path("schema");
    }

    private JsonNode resolve(JsonNode schema) {
        String reference = schema.path("$ref").asText("");
        return reference.startsWith("#/") ? description.at(reference.substring(1)) : schema;
    }

    private static JsonNode firstContent(JsonNode bodyOrResponse) {
        Iterator<JsonNode> contents = bodyOrResponse.path("content").elements();
        return contents.hasNext() ? contents.next() : MissingNode.getInstance();
    }

    private boolean hasProperties(JsonNode schema) {
        JsonNode resolved = resolve(schema);
        return resolved.path("properties").size() > 0;
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
