package com.medvigil.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;

import com.medvigil.model.persistence.PageCursor;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TenantFootprint;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;

/**
 * Query parameters are read strictly on every endpoint of the REST API (docs/api.md, "Query
 * parameters"): one the endpoint does not take, one given twice or empty, and an invalid value are
 * 400 naming the parameter, never ignored, so that a mangled filter cannot return the whole list.
 */
@ApiTest
class QueryParameterStrictnessTest {

    @LocalServerPort
    int port;
    @Autowired
    JdbcTemplate jdbc;

    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    /** A GET endpoint, its path made for the test's tenant, and the parameters it takes. */
    record Endpoint(String name, Function<QueryParameterStrictnessTest, String> path, List<String> parameters) {

        @Override
        public String toString() {
            return name;
        }
    }

    static List<Endpoint> endpoints() {
        return List.of(
                new Endpoint("GET /v1/patients", test -> "/v1/patients", List.of("externalId", "limit", "cursor")),
                new Endpoint("GET /v1/assessments", test -> "/v1/assessments",
                        List.of("patientId", "riskLevel", "reviewStatus", "status", "createdAfter", "limit", "cursor")),
                new Endpoint("GET /v1/assessments/{id}", test -> "/v1/assessments/" + test.assessment(), List.of()),
                new Endpoint("GET /v1/assessments/{id}/history", test -> "/v1/assessments/" + test.assessment() + "/history",
                        List.of()),
                new Endpoint("GET /v1/api-keys", test -> "/v1/api-keys", List.of()),
                new Endpoint("GET /v1/api-keys/{id}", test -> "/v1/api-keys/" + test.apiKey(), List.of()),
                new Endpoint("GET /v1/facilities", test -> "/v1/facilities", List.of()),
                new Endpoint("GET /v1/facilities/{id}", test -> "/v1/facilities/" + test.facility(), List.of()),
                new Endpoint("GET /v1/webhooks", test -> "/v1/webhooks", List.of()),
                new Endpoint("GET /v1/webhooks/{id}", test -> "/v1/webhooks/" + test.webhook(), List.of()),
                new Endpoint("GET /v1/webhooks/{id}/deliveries", test -> "/v1/webhooks/" + test.webhook() + "/deliveries",
                        List.of("limit")));
    }

    static Stream<Arguments> everyParameterOfEveryEndpoint() {
        return endpoints().stream().flatMap(endpoint -> endpoint.parameters().stream()
                .map(parameter -> Arguments.of(endpoint, parameter)));
    }

    /** A value each parameter takes, so that only the repetition is wrong. */
    static String validValueOf(String parameter) {
        return switch (parameter) {
            case "patientId" -> "6f1b7b8e-3c55-4b7e-9d3e-0c1b8a3f2e11";
            case "riskLevel" -> "SEVERE";
            case "reviewStatus" -> "open";
            case "status" -> "COMPLETED";
            case "createdAfter" -> "2026-01-31T08:00:00Z";
            case "limit" -> "10";
            case "cursor" -> new PageCursor(Instant.parse("2026-01-31T08:00:00Z"), UUID.randomUUID()).encode();
            default -> "MRN-1";
        };
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endpoints")
    void aParameterTheEndpointDoesNotTakeIs400NamingIt(Endpoint endpoint) {
        String path = endpoint.path().apply(this);
        String known = endpoint.parameters().isEmpty() ? "this endpoint takes none"
                : "known: " + String.join(", ", endpoint.parameters().stream().sorted().toList());

        api.as(tenant).queryParam("colour", "red").get(path)
                .then().statusCode(400).body("message", equalTo("colour is not a known query parameter; " + known));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("everyParameterOfEveryEndpoint")
    void aParameterGivenTwiceIs400(Endpoint endpoint, String parameter) {
        String path = endpoint.path().apply(this);

        api.as(tenant).queryParam(parameter, validValueOf(parameter), validValueOf(parameter)).get(path)
                .then().statusCode(400).body("message", equalTo(parameter + " must be given at most once"));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("everyParameterOfEveryEndpoint")
    void aParameterGivenEmptyIs400RatherThanTheDefault(Endpoint endpoint, String parameter) {
        String path = endpoint.path().apply(this);

        api.as(tenant).get(path + "?" + parameter + "=")
                .then().statusCode(400)
                .body("message", equalTo(parameter + " must not be empty; leave the parameter out instead"));
    }

    static Stream<Arguments> invalidValues() {
        return Stream.of(
                Arguments.of("/v1/assessments", "createdAfter=2026-13-45",
                        "createdAfter must be an ISO 8601 date-time such as 2026-01-31T08:00:00Z"),
                Arguments.of("/v1/assessments", "createdAfter=2026-01-31",
                        "createdAfter must be an ISO 8601 date-time such as 2026-01-31T08:00:00Z"),
                Arguments.of("/v1/assessments", "patientId=42", "patientId must be a valid UUID"),
                Arguments.of("/v1/assessments", "riskLevel=HIGH", "riskLevel must be one of SEVERE, MODERATE, MILD"),
                Arguments.of("/v1/assessments", "status=DONE", "status must be one of PENDING, PROCESSING, COMPLETED, FAILED"),
                Arguments.of("/v1/assessments", "reviewStatus=closed", "reviewStatus must be one of open, in_review, resolved"),
                Arguments.of("/v1/assessments", "limit=1001", "limit must be from 1 to 1000"),
                Arguments.of("/v1/patients", "limit=ten", "limit must be a valid Integer"),
                Arguments.of("/v1/patients", "limit=1.5", "limit must be a valid Integer"),
                Arguments.of("/v1/patients", "limit=0", "limit must be from 1 to 1000"),
                Arguments.of("/v1/patients", "cursor=garbage", "cursor is not a cursor this API returned"));
    }

    @ParameterizedTest(name = "{0}?{1}")
    @MethodSource("invalidValues")
    void anInvalidValueIs400NamingTheParameter(String path, String query, String message) {
        api.as(tenant).get(path + "?" + query).then().statusCode(400).body("message", equalTo(message));
    }

    @Test
    void theDeliveryLogRefusesAFilterItDoesNotHaveInsteadOfListingEverything() {
        String deliveries = "/v1/webhooks/" + webhook() + "/deliveries";

        api.as(tenant).get(deliveries + "?createdAfter=2026-13-45").then().statusCode(400)
                .body("message", equalTo("createdAfter is not a known query parameter; known: limit"));
        api.as(tenant).get(deliveries + "?limit=many").then().statusCode(400)
                .body("message", equalTo("limit must be a valid Integer"));
        api.as(tenant).get(deliveries + "?limit=101").then().statusCode(400)
                .body("message", equalTo("limit must be between 1 and 100"));
    }

    @Test
    void aWriteWithAParameterItDoesNotTakeIsRefusedAndChangesNothing() {
        TenantFootprint footprint = new TenantFootprint(jdbc);
        String keyId = apiKey();
        String before = footprint.of(tenant);

        api.as(tenant).contentType(ContentType.JSON).body("{\"name\": \"North Clinic\"}").post("/v1/facilities?dryRun=true")
                .then().statusCode(400)
                .body("message", equalTo("dryRun is not a known query parameter; this endpoint takes none"));
        api.as(tenant).delete("/v1/api-keys/" + keyId + "?force=true").then().statusCode(400)
                .body("message", equalTo("force is not a known query parameter; this endpoint takes none"));
        api.as(tenant).contentType(ContentType.JSON)
                .body("{\"patient\": {\"externalId\": \"MRN-3\"}, \"medications\": [{\"name\": \"Metformin\","
                        + " \"dosage\": {\"amount\": 500, \"unit\": \"mg\", \"frequency\": \"BID\"}}]}")
                .post("/v1/assessments?validateOnly=true")
                .then().statusCode(400).body("message", startsWith("validateOnly is not a known query parameter"));

        assertThat(footprint.of(tenant)).isEqualTo(before);
        api.as(tenant).get("/v1/api-keys/" + keyId).then().statusCode(200).body("apiKey.revokedAt", nullValue());
        api.as(tenant).get("/v1/facilities").then().body("facilities", empty());
    }

    /** On PostgreSQL, which cannot take a NUL as a query parameter, this was a 500. */
    @Test
    void aFilterHoldingAControlCharacterIsRefusedNamingIt() {
        api.as(tenant).urlEncodingEnabled(false).get("/v1/patients?externalId=a%00b").then().statusCode(400)
                .body("message", equalTo("externalId must not contain control characters (found U+0000 at character 2)"));
    }

    @Test
    void registrationRefusesAParameterItDoesNotTakeToo() {
        String code = Api.uniqueCode("q");

        api.anonymous().contentType(ContentType.JSON).body("{\"name\": \"Query Clinic\", \"code\": \"" + code + "\"}")
                .post("/v1/tenants/register?plan=free")
                .then().statusCode(400).body("message", equalTo("plan is not a known query parameter; this endpoint takes none"));
        assertThat(jdbc.queryForObject("SELECT count(*) FROM tenant WHERE code = ?", Integer.class, code)).isZero();
    }

    String assessment() {
        return api.requestAssessment(tenant, "{\"patient\": {\"externalId\": \"MRN-2\"}, \"medications\": [{\"name\":"
                + " \"Metformin\", \"dosage\": {\"amount\": 500, \"unit\": \"mg\", \"frequency\": \"BID\"}}]}");
    }

    String apiKey() {
        return api.as(tenant).contentType(ContentType.JSON).body("{\"name\": \"Spare\"}").post("/v1/api-keys")
                .then().statusCode(201).extract().path("apiKey.id");
    }

    String facility() {
        return api.as(tenant).contentType(ContentType.JSON).body("{\"name\": \"South Clinic\"}").post("/v1/facilities")
                .then().statusCode(201).extract().path("facility.id");
    }

    String webhook() {
        return api.as(tenant).contentType(ContentType.JSON)
                .body("{\"name\": \"EHR\", \"url\": \"https://ehr.example.org/hooks\", \"events\": [\"assessment.completed\"]}")
                .post("/v1/webhooks").then().statusCode(201).extract().path("webhook.id");
    }
}
