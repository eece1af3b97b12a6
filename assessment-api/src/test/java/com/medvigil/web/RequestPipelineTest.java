package com.medvigil.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.RawHttp;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

@ApiTest
class RequestPipelineTest {

    private static final String UUID_FORM = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    @Test
    void everyResponseCarriesARequestId() {
        String first = api.as(tenant).get("/v1/api-keys").header("X-Request-Id");
        String second = api.anonymous().get("/v1/api-keys").header("X-Request-Id");

        assertThat(first).isNotBlank();
        assertThat(second).isNotBlank().isNotEqualTo(first);
    }

    @Test
    void aClientsRequestIdIsEchoedOnTheRestApiAndOnFhir() {
        api.as(tenant).header("X-Request-Id", "ehr-trace-42").get("/v1/api-keys")
                .then().header("X-Request-Id", "ehr-trace-42");
        api.asFhirClient(tenant).header("X-Request-Id", "ehr-trace-43").get("/v1/fhir/metadata")
                .then().statusCode(200).header("X-Request-Id", "ehr-trace-43");
    }

    @Test
    void aRequestIdThatCouldForgeLogLinesIsReplaced() {
        String echoed = api.as(tenant).header("X-Request-Id", "abc def\" injected=1").get("/v1/api-keys")
                .header("X-Request-Id");

        assertThat(echoed).doesNotContain(" ").doesNotContain("injected");
    }

    @Test
    void anUnknownPathIs404WithAMessage() {
        api.as(tenant).get("/v1/no-such-thing")
                .then().statusCode(404)
                .body("message", equalTo("No endpoint GET /v1/no-such-thing"));
    }

    @Test
    void anUnknownPathOutsideTheApiIs404WithAMessage() {
        api.anonymous().get("/no-such-page")
                .then().statusCode(404)
                .body("message", containsString("/no-such-page"));
    }

    @Test
    void aWrongMethodIs405NamingTheAllowedOnes() {
        api.as(tenant).put("/v1/api-keys")
                .then().statusCode(405)
                .header("Allow", containsString("GET"))
                .body("message", containsString("PUT"));
    }

    @Test
    void aBodyOverTheLimitIs413() {
        String huge = "{\"name\": \"" + "x".repeat(1_100_000) + "\"}";

        api.as(tenant).contentType(ContentType.JSON).body(huge).post("/v1/api-keys")
                .then().statusCode(413)
                .body("message", containsString("larger than the limit"));
    }

    @Test
    void aChunkedBodyOverTheLimitIs413Too() {
        byte[] huge = ("{\"name\": \"" + "x".repeat(1_100_000) + "\"}").getBytes(StandardCharsets.UTF_8);

        Response response = api.as(tenant).contentType(ContentType.JSON)
                .body(new ByteArrayInputStream(huge)).post("/v1/api-keys");

        response.then().statusCode(413).body("message", containsString("larger than the limit"));
    }

    @Test
    void anUnexpectedFailureIs500WithARequestIdAndNoStackTrace() {
        Response response = api.as(tenant).get(FailingEndpoint.PATH);

        response.then().statusCode(500)
                .body("message", containsString(response.header("X-Request-Id")))
                .body("message", not(containsString("Exception")));
        assertThat(response.asString()).doesNotContain("at com.medvigil").doesNotContain(FailingEndpoint.SECRET_DETAIL);
    }

    @Test
    void jsonErrorsAreJsonAndFhirErrorsAreOperationOutcomes() {
        api.as(tenant).get("/v1/no-such-thing").then().contentType(containsString("application/json"));
        api.anonymous().get("/v1/fhir/Patient").then().statusCode(401)
                .contentType(containsString("application/fhir+json"));
    }

    /**
     * Tomcat refuses an encoded '/' in a path and a broken percent-encoding before any filter or
     * servlet runs; its own answer was an HTML page.
     */
    @Test
    void whatTheContainerRefusesIsAnsweredInTheServicesShapesToo() throws IOException {
        Response fhir = api.asFhirClient(tenant).urlEncodingEnabled(false).get("/v1/fhir/Patient/a%2Fb/$everything");
        Response rest = api.as(tenant).urlEncodingEnabled(false).get("/v1/patients/a%2Fb");
        String brokenEncoding = RawHttp.get(port, tenant, "/v1/patients/a%zz");

        fhir.then().statusCode(400).contentType(containsString("application/fhir+json"))
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].code", equalTo("invalid"))
                .body("issue[0].diagnostics", containsString("encoded '/'"));
        rest.then().statusCode(400).contentType(containsString("application/json"))
                .body("message", containsString("encoded '/'"));
        assertThat(brokenEncoding).startsWith("HTTP/1.1 400").contains("application/json").contains("\"message\"")
                .contains("'%'");
        assertThat(fhir.asString() + rest.asString() + brokenEncoding).doesNotContain("<html");
        // No filter ran for them, yet each answer carries a request id of its own.
        assertThat(fhir.header("X-Request-Id")).matches(UUID_FORM).isNotEqualTo(rest.header("X-Request-Id"));
        assertThat(rest.header("X-Request-Id")).matches(UUID_FORM);
        assertThat(brokenEncoding).containsPattern("(?i)X-Request-Id: [0-9a-f-]{36}\r\n");
        api.as(tenant).urlEncodingEnabled(false).header("X-Request-Id", "client-42").get("/v1/patients/a%2Fb")
                .then().statusCode(400).header("X-Request-Id", "client-42");
    }

    /** Tomcat refuses a control character in a header before any filter runs: the answer says so. */
    @Test
    void aControlCharacterInAHeaderIsAnsweredInTheServicesShapes() throws IOException {
        String rest = RawHttp.get(port, tenant, "/v1/patients", "X-Note: a\u0001b\r\n");
        String fhir = RawHttp.get(port, tenant, "/v1/fhir/Patient", "X-Note: a\u0000b\r\n");

        assertThat(rest).startsWith("HTTP/1.1 400").contains("application/json")
                .contains("A header of the request does not conform to HTTP (RFC 7230)").doesNotContain("x-note")
                .containsPattern("(?i)X-Request-Id: [0-9a-f-]{36}\r\n");
        assertThat(fhir).startsWith("HTTP/1.1 400").contains("application/fhir+json").contains("\"OperationOutcome\"")
                .contains("A header of the request does not conform to HTTP (RFC 7230)").doesNotContain("x-note");
    }

    /** Spring Security's firewall refuses an encoded '%' in a path: the answer says so, as FHIR on FHIR paths. */
    @Test
    void whatTheFirewallRefusesIsExplainedInTheServicesShapes() {
        api.asFhirClient(tenant).urlEncodingEnabled(false).get("/v1/fhir/DetectedIssue/%25")
                .then().statusCode(400).contentType(containsString("application/fhir+json"))
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].diagnostics", containsString("\"%25\""));
        api.as(tenant).urlEncodingEnabled(false).get("/v1/patients/a%25b")
                .then().statusCode(400).contentType(containsString("application/json"))
                .body("message", containsString("\"%25\""));
    }
}
