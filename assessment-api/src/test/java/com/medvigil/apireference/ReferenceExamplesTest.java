package com.medvigil.apireference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.InputStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;
import io.restassured.response.Response;
import okhttp3.mockwebserver.Dispatcher;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;

/**
 * The examples of the API reference (resources/api-reference/examples) are true: every operation
 * with a body has its request example, sent as it is (only what must be unique or must name a
 * resource of this run is replaced) and accepted; every operation that answers a body has its
 * answer example, which the description publishes, which conforms to the published schema, and
 * whose shape the real answer has (the same fields, recursively, of the same JSON types); an error
 * example ({@code <operationId>.<status>.json}) is the real error answer, message and all. The real
 * answers are written to target/reference-examples to refresh the files from (with
 * -Dexamples.refresh=true the comparisons are skipped, to write them all in one run).
 */
@ApiTest
class ReferenceExamplesTest {

    static final Path WRITTEN = Path.of("target/reference-examples");
    private static final String FHIR_JSON = "application/fhir+json";
    /** The resource ids fhir.submit.request.json and cdsServices.call.request.json use. */
    private static final String FHIR_PATIENT = "ada-example";
    /** An id no resource has, for the 404 examples. */
    private static final String UNKNOWN = "00000000-0000-4000-8000-000000000000";

    @LocalServerPort
    int port;

    Api api;
    JsonNode description;
    final ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    /** "operationId.request" and "operationId.response" of every example checked so far. */
    final Set<String> checked = new TreeSet<>();
    /** Where the webhooks of the delivery examples deliver: it accepts everything. */
    final MockWebServer receiver = new MockWebServer();

    @BeforeEach
    void readTheDescription() throws Exception {
        api = new Api(port);
        description = json.readTree(api.anonymous().get("/v3/api-docs").asString());
        Files.createDirectories(WRITTEN);
        receiver.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return new MockResponse().setResponseCode(200);
            }
        });
        receiver.start(InetAddress.getByName("127.0.0.1"), 0);
    }

    @AfterEach
    void stopTheReceiver() throws Exception {
        receiver.shutdown();
    }

    /**
     * One walk through the whole API, a tenant per area (each key has its own rate limit), ending
     * with the check that no operation went without its examples.
     */
    @Test
    void everyOperationIsSentAndAnswersAsItsExamplesShow() throws Exception {
        TestTenant tenant = theIntegratorsFirstCalls();
        theTenantItsKeysAndFacilities(tenant);
        theWorklistAndTheReview(tenant);
        webhooksAndTheirDeliveries(api.registerTenant());
        cdsHooks(api.registerTenant());
        fhir(api.registerTenant());

        if (!Boolean.getBoolean("examples.refresh")) {
            assertThat(checked).as("every example the description calls for is checked").isEqualTo(examplesCalledFor());
        }
    }

    private TestTenant theIntegratorsFirstCalls() throws Exception {
        Response registered = api.anonymous().contentType(ContentType.JSON)
                .body(request("tenantRegistration.register").replace("\"st-marys-clinic\"",
                        "\"" + Api.uniqueCode("example") + "\"")).post("/v1/tenants/register");
        compare("tenantRegistration.register", registered, 201);
        TestTenant tenant = new TestTenant(UUID.fromString(registered.path("tenantId")),
                registered.path("tenantCode"), registered.path("apiKey"));
        compareError("tenantRegistration.register", api.anonymous().contentType(ContentType.JSON)
                .body(example("tenantRegistration.register.request.json").replace("st-marys-clinic", tenant.code()))
                .post("/v1/tenants/register"), 409, message -> message.replace(tenant.code(), "st-marys-clinic"));

        compare("patient.upsert", post(tenant, "/v1/patients", request("patient.upsert")), 201);
        compare("webhook.create", post(tenant, "/v1/webhooks", request("webhook.create")), 201);
        compareError("assessment.request", post(tenant, "/v1/assessments", "{\"patient\": {\"externalId\": \"MRN-1001\"}}"),
                400, message -> message);
        Response accepted = post(tenant, "/v1/assessments", request("assessment.request"));
        compare("assessment.request", accepted, 202);
        // Polled gently: this tenant's key makes most of the walk's calls, within one rate-limit minute.
        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(250)).until(() -> "COMPLETED".equals(
                api.as(tenant).get("/v1/assessments/" + accepted.<String>path("assessmentId")).path("status")));
        compare("assessment.read", api.as(tenant).get("/v1/assessments/" + accepted.<String>path("assessmentId")), 200);
        compareError("assessment.read", api.as(tenant).get("/v1/assessments/" + UNKNOWN), 404, message -> message);
        return tenant;
    }

    private void theTenantItsKeysAndFacilities(TestTenant tenant) throws Exception {
        compare("tenantAccount.read", api.as(tenant).get("/v1/tenants/me"), 200);
        compare("tenantAccount.update", send(tenant, "PATCH", "/v1/tenants/me", request("tenantAccount.update")), 200);
        compare("legacyWebhook.configure", send(tenant, "PUT", "/v1/tenants/webhook", request("legacyWebhook.configure")), 200);

        Response key = post(tenant, "/v1/api-keys", request("apiKey.create"));
        compare("apiKey.create", key, 201);
        String keyId = key.path("apiKey.id");
        compare("apiKey.list", api.as(tenant).get("/v1/api-keys"), 200);
        compareError("apiKey.list", api.anonymous().get("/v1/api-keys"), 401, message -> message);
        compare("apiKey.get", api.as(tenant).get("/v1/api-keys/" + keyId), 200);
        assertThat(api.as(tenant).delete("/v1/api-keys/" + keyId).statusCode()).as("apiKey.revoke").isEqualTo(204);

        Response facility = post(tenant, "/v1/facilities", request("facility.create"));
        compare("facility.create", facility, 201);
        String facilityId = facility.path("facility.id");
        compare("facility.list", api.as(tenant).get("/v1/facilities"), 200);
        compare("facility.get", api.as(tenant).get("/v1/facilities/" + facilityId), 200);
        compare("facility.change", send(tenant, "PATCH", "/v1/facilities/" + facilityId, request("facility.change")), 200);
    }

    private void theWorklistAndTheReview(TestTenant tenant) throws Exception {
        Response patients = api.as(tenant).queryParam("externalId", "MRN-1001").get("/v1/patients");
        compare("patient.list", patients, 200);
        compareError("patient.list", api.as(tenant).queryParam("limit", 0).get("/v1/patients"), 400, message -> message);
        String patientId = patients.path("patients[0].id");
        compare("patient.get", api.as(tenant).get("/v1/patients/" + patientId), 200);

        Response worklist = api.as(tenant).queryParam("patientId", patientId).queryParam("riskLevel", "SEVERE")
                .queryParam("reviewStatus", "open").get("/v1/assessments");
        compare("assessment.list", worklist, 200);
        String assessmentId = worklist.path("assessments[0].assessmentId");
        compare("assessment.review", send(tenant, "PATCH", "/v1/assessments/" + assessmentId + "/status",
                request("assessment.review")), 200);
        compareError("assessment.review", send(tenant, "PATCH", "/v1/assessments/" + assessmentId + "/status",
                "{\"status\": \"done\"}"), 400, message -> message);
        compare("assessment.history", api.as(tenant).get("/v1/assessments/" + assessmentId + "/history"), 200);
    }

    private void webhooksAndTheirDeliveries(TestTenant tenant) throws Exception {
        // The create example's body, pointed at the local receiver so that the delivery succeeds.
        String receiving = request("webhook.create").replace("https://ehr.example.org/hooks/medvigil",
                receiver.url("/hooks/medvigil").toString());
        String webhookId = post(tenant, "/v1/webhooks", receiving).then().statusCode(201).extract().path("webhook.id");
        compare("webhook.list", api.as(tenant).get("/v1/webhooks"), 200);
        compareError("webhook.create", post(tenant, "/v1/webhooks", request("webhook.create")
                .replace("assessment.completed", "assessment.started")), 400, message -> message);
        compare("webhook.get", api.as(tenant).get("/v1/webhooks/" + webhookId), 200);
        compare("webhook.update", send(tenant, "PATCH", "/v1/webhooks/" + webhookId, request("webhook.update")), 200);
        compare("webhook.regenerateSecret", api.as(tenant).post("/v1/webhooks/" + webhookId + "/regenerate-secret"), 200);

        api.requestAssessment(tenant, request("assessment.request"));
        String deliveries = "/v1/webhooks/" + webhookId + "/deliveries";
        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(500))
                .until(() -> "delivered".equals(api.as(tenant).get(deliveries).path("deliveries[0].status")));
        Response listed = api.as(tenant).get(deliveries);
        compare("webhookDelivery.list", listed, 200);
        String deliveryId = listed.path("deliveries[0].id");
        compare("webhookDelivery.get", api.as(tenant).get(deliveries + "/" + deliveryId), 200);
        compare("webhookDelivery.redeliver", api.as(tenant).post(deliveries + "/" + deliveryId + "/redeliver"), 202);

        String spare = post(tenant, "/v1/webhooks", receiving).then().statusCode(201).extract().path("webhook.id");
        assertThat(api.as(tenant).delete("/v1/webhooks/" + spare).statusCode()).as("webhook.delete").isEqualTo(204);
    }

    private void cdsHooks(TestTenant tenant) throws Exception {
        // Issuers are unique across tenants, and the PostgreSQL database outlives a run.
        String issuer = "https://ehr.example.org/" + Api.uniqueCode("cds-client");
        String registration = request("cdsClient.register").replace("https://ehr.example.org/cds-client", issuer);
        Response client = post(tenant, "/v1/cds-clients", registration);
        compare("cdsClient.register", client, 201);
        compareError("cdsClient.register", post(tenant, "/v1/cds-clients", registration), 409,
                message -> message.replace(issuer, "https://ehr.example.org/cds-client"));
        String clientId = client.path("cdsClient.id");
        compare("cdsClient.list", api.as(tenant).get("/v1/cds-clients"), 200);
        compare("cdsClient.get", api.as(tenant).get("/v1/cds-clients/" + clientId), 200);

        compare("cdsServices.discovery", api.anonymous().get("/v1/cds-services"), 200);
        Response cards = post(tenant, "/v1/cds-services/order-sign", request("cdsServices.call"));
        compare("cdsServices.call", cards, 200);
        String card = cards.path("cards[0].uuid");
        compareError("feedback.feedback", post(tenant, "/v1/cds-services/order-sign/feedback", request("feedback.feedback")),
                404, message -> message);
        Response feedback = post(tenant, "/v1/cds-services/order-sign/feedback",
                request("feedback.feedback").replace("5c2b9b6e-3f0e-4c83-9a3b-2f1f9d6f0a11", card));
        assertThat(feedback.statusCode()).as("feedback.feedback: %s", feedback.asString()).isEqualTo(200);

        assertThat(api.as(tenant).delete("/v1/cds-clients/" + clientId).statusCode()).as("cdsClient.delete").isEqualTo(204);
    }

    private void fhir(TestTenant tenant) throws Exception {
        compare("fhir.capabilities", api.anonymous().accept(FHIR_JSON).get("/v1/fhir/metadata"), 200);
        compare("fhir.submit", api.asFhirClient(tenant).contentType(FHIR_JSON).body(request("fhir.submit"))
                .post("/v1/fhir/$submit"), 200);
        compare("fhir.search", api.asFhirClient(tenant).queryParam("patient", "Patient/" + FHIR_PATIENT)
                .get("/v1/fhir/MedicationStatement"), 200);
        compare("fhir.read", api.asFhirClient(tenant).get("/v1/fhir/Patient/" + FHIR_PATIENT), 200);
        compare("fhir.patientEverything", api.asFhirClient(tenant).get("/v1/fhir/Patient/" + FHIR_PATIENT + "/$everything"),
                200);
    }

    /**
     * An error answer, compared whole with its example ({@code <operationId>.<status>.json}) once
     * what is particular to this run (a unique code, an issuer) is put back as the example has it.
     */
    private void compareError(String operationId, Response answer, int status, UnaryOperator<String> asInExample)
            throws Exception {
        assertThat(answer.statusCode()).as("%s: %s", operationId, answer.asString()).isEqualTo(status);
        JsonNode actual = json.readTree(asInExample.apply(answer.asString()));
        String name = operationId + "." + status;
        Files.writeString(WRITTEN.resolve(name + ".json"), json.writeValueAsString(actual) + "\n");
        if (Boolean.getBoolean("examples.refresh")) {
            return;
        }
        JsonNode example = json.readTree(example(name + ".json"));
        JsonNode content = firstContent(operation(operationId).path("responses").path(String.valueOf(status)));

        assertThat(content.path("example")).as("%s publishes its %s example", operationId, status).isEqualTo(example);
        assertThat(SchemaConformance.problems(description, content.path("schema"), example))
                .as("%s: its %s example conforms to its schema", operationId, status).isEmpty();
        assertThat(actual).as("%s: the real %s answer is its example", operationId, status).isEqualTo(example);
        checked.add(name);
    }

    private Response post(TestTenant tenant, String path, String body) {
        return send(tenant, "POST", path, body);
    }

    private Response send(TestTenant tenant, String method, String path, String body) {
        return api.as(tenant).contentType(ContentType.JSON).body(body).request(method, path);
    }

    /**
     * The operation's request example as the description publishes it, once it is known to be the
     * file and to conform to the request's schema.
     */
    private String request(String operationId) throws Exception {
        String text = example(operationId + ".request.json");
        if (Boolean.getBoolean("examples.refresh")) {
            return text;
        }
        JsonNode content = firstContent(operation(operationId).path("requestBody"));
        JsonNode example = json.readTree(text);
        assertThat(content.path("example")).as("%s publishes its request example", operationId).isEqualTo(example);
        assertThat(SchemaConformance.problems(description, content.path("schema"), example))
                .as("%s: its request example conforms to its schema", operationId).isEmpty();
        checked.add(operationId + ".request");
        return text;
    }

    private void compare(String operationId, Response answer, int status) throws Exception {
        assertThat(answer.statusCode()).as("%s: %s", operationId, answer.asString()).isEqualTo(status);
        JsonNode actual = json.readTree(answer.asString());
        Files.writeString(WRITTEN.resolve(operationId + ".response.json"), json.writeValueAsString(actual) + "\n");
        if (Boolean.getBoolean("examples.refresh")) {
            return;
        }
        JsonNode example = json.readTree(example(operationId + ".response.json"));
        JsonNode content = firstContent(operation(operationId).path("responses").path(String.valueOf(status)));

        assertThat(content.path("example")).as("%s publishes its example", operationId).isEqualTo(example);
        assertThat(SchemaConformance.problems(description, content.path("schema"), example))
                .as("%s: its example conforms to its schema", operationId).isEmpty();
        assertThat(shape(actual)).as("%s: the real answer has the example's shape", operationId).isEqualTo(shape(example));
        checked.add(operationId + ".response");
    }

    /** What the description calls for: a request example per body, an answer example per operation answering one. */
    private Set<String> examplesCalledFor() {
        Set<String> wanted = new TreeSet<>();
        operations().forEach(operation -> {
            String id = operation.path("operationId").asText();
            if (operation.has("requestBody")) {
                wanted.add(id + ".request");
            }
            operation.path("responses").properties().forEach(response -> {
                if (response.getKey().startsWith("2") && response.getValue().has("content")) {
                    wanted.add(id + ".response");
                } else if (firstContent(response.getValue()).has("example")) {
                    wanted.add(id + "." + response.getKey());
                }
            });
        });
        return wanted;
    }

    /** Every published operation, without the test classpath's own endpoints. */
    private List<JsonNode> operations() {
        List<JsonNode> operations = new ArrayList<>();
        description.path("paths").properties().forEach(path -> {
            if (!path.getKey().startsWith("/v1/test-only/") && !path.getKey().contains("for-tests")) {
                path.getValue().properties().forEach(method -> operations.add(method.getValue()));
            }
        });
        return operations;
    }

    private JsonNode operation(String operationId) {
        for (JsonNode operation : operations()) {
            if (operationId.equals(operation.path("operationId").asText())) {
                return operation;
            }
        }
        throw new AssertionError("The description has no operation " + operationId);
    }

    private static JsonNode firstContent(JsonNode bodyOrResponse) {
        Iterator<JsonNode> contents = bodyOrResponse.path("content").elements();
        return contents.hasNext() ? contents.next() : MissingNode.getInstance();
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

    static String example(String name) throws Exception {
        try (InputStream in = ReferenceExamplesTest.class.getClassLoader().getResourceAsStream(ApiReference.EXAMPLES + name)) {
            assertThat(in).as("example %s", name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
