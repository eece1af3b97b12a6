package com.medvigil.operations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.time.Duration;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

import com.medvigil.testing.Api;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.SharedFixtures;
import com.medvigil.testing.TestTenant;

import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;

/**
 * The management port: health probes, info and Prometheus metrics, and none of it on the API's
 * port. An instance of its own (its own database), so that the metrics count this class's work only,
 * with one tenant named in medvigil.metrics.tenants.
 */
class ManagementEndpointsTest {

    private static final String TAGGED = Api.uniqueCode("metrics");
    private static final String ASSESSMENT = """
            {"patient": {"externalId": "MRN-7", "demographics": {"dateOfBirth": "1950-03-02", "sex": "FEMALE"}},
             "medications": [
               {"name": "Warfarin 5 MG Oral Tablet", "dosage": {"amount": 5, "unit": "mg", "frequency": "once daily"}},
               {"name": "Aspirin", "dosage": {"amount": 325, "unit": "mg", "frequency": "daily"}}]}""";
    private static final String BUNDLE = """
            {"resourceType": "Bundle", "type": "collection", "entry": [
              {"resource": {"resourceType": "Patient", "id": "p-1"}},
              {"resource": {"resourceType": "Observation", "id": "o-1", "status": "final",
                            "code": {"text": "Potassium"}, "subject": {"reference": "Patient/p-1"}}},
              {"resource": {"resourceType": "Condition", "id": "c-1", "code": {"text": "no subject: refused"}}},
              {"resource": {"resourceType": "Practitioner", "id": "dr-1"}}]}""";

    private static final String CONDITIONAL_PATIENT = """
            {"resourceType": "Bundle", "type": "collection", "entry": [
              {"resource": {"resourceType": "Patient", "id": "p-m",
                            "identifier": [{"system": "urn:mrn", "value": "MRN-M"}]}}]}""";

    /** The first entry matches the stored patient by its ifNoneExist; the second asks for a version never stored. */
    private static final String CONDITIONAL_BATCH = """
            {"resourceType": "Bundle", "type": "batch", "entry": [
              {"resource": {"resourceType": "Patient", "id": "p-m-copy",
                            "identifier": [{"system": "urn:mrn", "value": "MRN-M"}]},
               "request": {"method": "POST", "url": "Patient", "ifNoneExist": "identifier=urn:mrn|MRN-M"}},
              {"resource": {"resourceType": "Patient", "id": "p-never"},
               "request": {"method": "POST", "url": "Patient", "ifMatch": "W/\\"1\\""}}]}""";

    static IsolatedDatabase database;
    static ConfigurableApplicationContext instance;
    static Api api;
    static int managementPort;
    static TestTenant tagged;

    /** The configured tenant registers before anything is counted, as it would before going live. */
    @BeforeAll
    static void startAnInstance() {
        database = IsolatedDatabase.create("management");
        instance = database.start("--medvigil.metrics.tenants=" + TAGGED);
        api = IsolatedDatabase.apiOf(instance);
        managementPort = instance.getEnvironment().getRequiredProperty("local.management.port", Integer.class);
        Response registered = api.register("{\"name\": \"Metrics tenant\", \"code\": \"" + TAGGED + "\"}");
        registered.then().statusCode(201);
        tagged = new TestTenant(UUID.fromString(registered.path("tenantId")), TAGGED, registered.path("apiKey"));
    }

    @AfterAll
    static void stopIt() {
        database.close();
    }

    private static Response management(String path) {
        return RestAssured.given().baseUri("http://localhost").port(managementPort).get(path);
    }

    private static PrometheusScrape scrape() {
        Response response = management("/actuator/prometheus");
        assertThat(response.statusCode()).isEqualTo(200);
        return PrometheusScrape.parse(response.asString());
    }

    @Test
    void livenessAndReadinessAnswerOnTheManagementPortAndReadinessIncludesTheDatabase() {
        assertThat(managementPort).isNotEqualTo(api.port());
        management("/actuator/health/liveness").then().statusCode(200).body("status", equalTo("UP"));
        Response readiness = management("/actuator/health/readiness");

        readiness.then().statusCode(200);
        assertThat(readiness.jsonPath().getString("status")).isEqualTo("UP");
        assertThat(readiness.jsonPath().getString("components.db.status")).isEqualTo("UP");
        assertThat(readiness.jsonPath().getString("components.readinessState.status")).isEqualTo("UP");
        assertThat(management("/actuator/health/liveness").jsonPath().getMap("components"))
                .as("liveness must not depend on the database").isNull();
    }

    @Test
    void theApiPortServesNoActuatorEndpoint() {
        for (String path : Set.of("/actuator", "/actuator/health", "/actuator/health/readiness", "/actuator/info",
                "/actuator/prometheus")) {
            assertThat(api.anonymous().get(path).statusCode()).as(path).isEqualTo(404);
        }
        assertThat(management("/actuator/env").statusCode()).as("only health, info and prometheus are exposed").isEqualTo(404);
    }

    @Test
    void infoReportsTheVersionAndTheGitCommit() {
        Response info = management("/actuator/info");

        info.then().statusCode(200);
        assertThat(info.jsonPath().getString("build.version")).matches("\\d+\\.\\d+\\.\\d+.*");
        if (Files.isDirectory(SharedFixtures.repositoryRoot().resolve(".git"))) {
            assertThat(info.jsonPath().getString("git.commit.id")).as("built in a git checkout").matches("[0-9a-f]{7,40}");
        }
    }

    @Test
    void applicationMetricsCountWhatHappenedUnderTheConfiguredTenantsOwnTag() throws IOException {
        TestTenant tenant = tagged;
        try (MockWebServer receiver = new MockWebServer()) {
            receiver.enqueue(new MockResponse().setResponseCode(200));
            receiver.enqueue(new MockResponse().setResponseCode(200));
            receiver.start(InetAddress.getByName("127.0.0.1"), 0);
            api.as(tenant).contentType(ContentType.JSON)
                    .body("{\"name\": \"metrics\", \"url\": \"" + receiver.url("/hook") + "\", \"events\": [\"assessment.completed\"]}")
                    .post("/v1/webhooks").then().statusCode(201);
            for (int i = 0; i < 2; i++) {
                api.awaitProcessed(tenant, api.requestAssessment(tenant, ASSESSMENT));
            }
            api.as(tenant).contentType("application/fhir+json").body(BUNDLE).post("/v1/fhir/$submit").then().statusCode(200);
            String tenantTag = "tenant=" + TAGGED;

            await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> assertThat(scrape().sum("medvigil_webhooks_attempts_total",
                    tenantTag, "attempt=1", "response=2xx", "outcome=delivered")).isEqualTo(2));
            PrometheusScrape metrics = scrape();

            assertThat(metrics.sum("medvigil_assessments_requested_total", tenantTag)).isEqualTo(2);
            assertThat(metrics.sum("medvigil_assessments_completed_total", tenantTag, "risk_level=SEVERE")).isEqualTo(2);
            assertThat(metrics.sum("medvigil_assessments_failed_total", tenantTag)).isZero();
            assertThat(metrics.sum("medvigil_assessments_latency_seconds_count")).isEqualTo(2);
            assertThat(metrics.sum("medvigil_assessments_latency_seconds_bucket", "le=+Inf")).isEqualTo(2);
            assertThat(metrics.sum("medvigil_fhir_submit_resources_total", tenantTag, "type=Patient", "outcome=stored")).isEqualTo(1);
            assertThat(metrics.sum("medvigil_fhir_submit_resources_total", tenantTag, "type=Observation", "outcome=stored")).isEqualTo(1);
            assertThat(metrics.sum("medvigil_fhir_submit_resources_total", tenantTag, "type=Condition", "outcome=refused")).isEqualTo(1);
            assertThat(metrics.sum("medvigil_fhir_submit_resources_total", tenantTag, "type=other", "outcome=ignored")).isEqualTo(1);
            await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
                PrometheusScrape settled = scrape();
                assertThat(settled.sum("medvigil_assessments_queue_depth")).isZero();
                assertThat(settled.sum("medvigil_assessments_queue_local")).isZero();
                assertThat(settled.sum("medvigil_webhooks_outbox_depth")).isZero();
                assertThat(settled.sum("medvigil_webhooks_deliveries_pending")).isZero();
            });
        }
    }

    @Test
    void submitMetricsCountEntriesLeftUnchangedByIfNoneExistAndConflictsOfIfMatch() {
        TestTenant tenant = api.registerTenant();
        api.as(tenant).contentType("application/fhir+json").body(CONDITIONAL_PATIENT).post("/v1/fhir/$submit")
                .then().statusCode(200);
        PrometheusScrape before = scrape();

        api.as(tenant).contentType("application/fhir+json").body(CONDITIONAL_BATCH).post("/v1/fhir/$submit")
                .then().statusCode(200);
        PrometheusScrape after = scrape();

        assertThat(after.sum("medvigil_fhir_submit_resources_total", "tenant=other", "type=Patient", "outcome=unchanged")
                - before.sum("medvigil_fhir_submit_resources_total", "tenant=other", "type=Patient", "outcome=unchanged"))
                .isEqualTo(1);
        assertThat(after.sum("medvigil_fhir_submit_conflicts_total", "tenant=other", "type=Patient")
                - before.sum("medvigil_fhir_submit_conflicts_total", "tenant=other", "type=Patient")).isEqualTo(1);
        assertThat(after.sum("medvigil_fhir_submit_resources_total", "tenant=other", "type=Patient", "outcome=refused")
                - before.sum("medvigil_fhir_submit_resources_total", "tenant=other", "type=Patient", "outcome=refused"))
                .as("a conflict is a refusal too").isEqualTo(1);
    }

    @Test
    void tenantsNotConfiguredShareOneTagSoOpenRegistrationCannotMultiplyTheSeries() {
        JdbcTemplate sql = instance.getBean(JdbcTemplate.class);
        double before = scrape().sum("medvigil_ratelimit_rejections_total", "limit=api_key", "tenant=other");
        for (int i = 0; i < 3; i++) {
            TestTenant tenant = api.registerTenant();
            sql.update("UPDATE tenant SET rate_limit_per_minute = 1 WHERE id = ?", tenant.tenantId());
            api.as(tenant).get("/v1/webhooks").then().statusCode(200);
            api.as(tenant).get("/v1/webhooks").then().statusCode(429);
        }

        PrometheusScrape metrics = scrape();

        assertThat(metrics.sum("medvigil_ratelimit_rejections_total", "limit=api_key", "tenant=other") - before).isEqualTo(3);
        Set<String> tenantTags = metrics.samples().stream()
                .filter(sample -> sample.name().startsWith("medvigil_") && sample.labels().containsKey("tenant"))
                .map(sample -> sample.labels().get("tenant"))
                .collect(Collectors.toSet());
        assertThat(tenantTags).isSubsetOf(TAGGED, TenantTags.OTHER, TenantTags.NONE);
    }
}
