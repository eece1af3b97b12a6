package com.medvigil.testing;

import static io.restassured.RestAssured.given;

import java.net.InetAddress;
import java.util.UUID;

import org.apache.http.conn.params.ConnRoutePNames;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.springframework.test.context.junit.jupiter.SpringExtension;

import io.restassured.builder.RequestSpecBuilder;
import io.restassured.config.HttpClientConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;

/** A client of one running MedVigil instance, speaking real HTTP and JSON. */
public final class Api {

    private final int port;

    public Api(int port) {
        this.port = port;
    }

    /**
     * A client of the instance the test's Spring context started, for a JUnit extension, which
     * has no {@code @LocalServerPort} field of its own: the same port, read from the context.
     */
    public static Api ofRunningService(ExtensionContext context) {
        return new Api(SpringExtension.getApplicationContext(context).getEnvironment()
                .getRequiredProperty("local.server.port", Integer.class));
    }

    public int port() {
        return port;
    }

    /** A request with no credential. */
    public RequestSpecification anonymous() {
        return given().spec(new RequestSpecBuilder().setBaseUri("http://localhost").setPort(port).build());
    }

    /**
     * A request with no credential whose connection comes from {@code localAddress}, one of
     * 127.0.0.0/8 (see {@link Loopback#otherAddress()}): the service sees that client address.
     */
    @SuppressWarnings("deprecation") // RestAssured configures its HttpClient 4 through these parameters
    public RequestSpecification anonymousFrom(InetAddress localAddress) {
        RestAssuredConfig boundTo = RestAssuredConfig.config()
                .httpClient(HttpClientConfig.httpClientConfig().setParam(ConnRoutePNames.LOCAL_ADDRESS, localAddress));
        return given().spec(new RequestSpecBuilder().setBaseUri("http://127.0.0.1").setPort(port).setConfig(boundTo).build());
    }

    /** A request authenticated the way the REST guide shows: {@code Authorization: Bearer}. */
    public RequestSpecification as(TestTenant tenant) {
        return anonymous().header("Authorization", "Bearer " + tenant.apiKey());
    }

    /** A request authenticated the FHIR guide's way: {@code X-API-Key} and {@code X-Tenant-Code}. */
    public RequestSpecification asFhirClient(TestTenant tenant) {
        return anonymous().header("X-API-Key", tenant.apiKey()).header("X-Tenant-Code", tenant.code());
    }

    public Response register(String jsonBody) {
        return anonymous().contentType(ContentType.JSON).body(jsonBody).post("/v1/tenants/register");
    }

    /** Registers a fresh tenant with a unique code and returns its credentials. */
    public TestTenant registerTenant() {
        String code = uniqueCode("t");
        Response response = register("{\"name\": \"Test tenant " + code + "\", \"code\": \"" + code + "\"}");
        if (response.statusCode() != 201) {
            throw new AssertionError("registration failed: " + response.statusCode() + " " + response.asString());
        }
        return new TestTenant(UUID.fromString(response.path("tenantId")), response.path("tenantCode"),
                response.path("apiKey"));
    }

    /** Submits a collection Bundle of these entries through {@code $submit}, failing the test unless all are stored. */
    public void submitCollection(TestTenant tenant, String entries) {
        Response response = asFhirClient(tenant).contentType("application/fhir+json")
                .body("{\"resourceType\": \"Bundle\", \"type\": \"collection\", \"entry\": [" + entries + "]}")
                .post("/v1/fhir/$submit");
        if (response.statusCode() != 200 || response.<Integer>path("summary.errors") != 0) {
            throw new AssertionError("$submit refused: " + response.statusCode() + " " + response.asString());
        }
    }

    /** Requests an assessment and answers its id, failing the test unless the request is accepted. */
    public String requestAssessment(TestTenant tenant, String jsonBody) {
        Response response = as(tenant).contentType(ContentType.JSON).body(jsonBody).post("/v1/assessments");
        if (response.statusCode() != 202) {
            throw new AssertionError("assessment refused: " + response.statusCode() + " " + response.asString());
        }
        return response.path("assessmentId");
    }

    /**
     * Assesses these medicines (a JSON array) for a patient whose record is stored, and answers the processed
     * assessment: how the FHIR-input tests see what the stored record adds.
     */
    public Response assessStoredPatient(TestTenant tenant, String patientId, String medicationsJson) {
        return awaitProcessed(tenant, requestAssessment(tenant,
                "{\"patient\": {\"patientId\": \"" + patientId + "\"}, \"medications\": " + medicationsJson + "}"));
    }

    /** Reads the assessment until processing has finished (COMPLETED or FAILED), for up to 30 seconds. */
    public Response awaitProcessed(TestTenant tenant, String assessmentId) {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(30);
        while (true) {
            Response response = as(tenant).get("/v1/assessments/" + assessmentId);
            String status = response.path("status");
            if ("COMPLETED".equals(status) || "FAILED".equals(status)) {
                return response;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("assessment " + assessmentId + " still " + status + " after 30 s");
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    /** A tenant code no other test run has used: the PostgreSQL database outlives single runs. */
    public static String uniqueCode(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
    }
}
