package com.medvigil.fhir;

import static org.hamcrest.Matchers.equalTo;

import java.sql.Connection;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;

import com.medvigil.testing.Api;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.TestTenant;

/**
 * Migration V20_5 adds the history of versions to an installation that already holds resources:
 * a resource stored before it has no earlier versions, its current one stays readable by version,
 * and its next submission keeps it. Runs on H2, and on PostgreSQL in a schema of its own when the
 * suite does.
 */
class FhirHistoryMigrationTest {

    @Test
    void aResourceStoredBeforeTheMigrationStartsItsHistoryAtItsCurrentVersion() throws Exception {
        try (IsolatedDatabase database = IsolatedDatabase.create("v18");
             Connection connection = database.connect()) {
            JdbcTemplate jdbc = new JdbcTemplate(new SingleConnectionDataSource(connection, true));
            IsolatedDatabase.migrate(jdbc.getDataSource(), "17.1");
            UUID formerTenant = UUID.randomUUID();
            Timestamp then = Timestamp.from(Instant.parse("2025-01-02T03:04:05Z"));
            jdbc.update("INSERT INTO tenant (id, name, code, created_at) VALUES (?, 'Before', 'before-v18', ?)", formerTenant, then);
            jdbc.update("INSERT INTO fhir_resource (tenant_id, resource_type, resource_id, version_id, last_updated,"
                    + " patient_ref, resource_json) VALUES (?, 'Patient', 'p1', 3, ?, 'p1', ?)", formerTenant, then,
                    "{\"resourceType\":\"Patient\",\"id\":\"p1\",\"meta\":{\"versionId\":\"3\","
                            + "\"lastUpdated\":\"2025-01-02T03:04:05.000+00:00\"},\"gender\":\"female\"}");

            ConfigurableApplicationContext instance = database.start();
            Api api = IsolatedDatabase.apiOf(instance);
            TestTenant tenant = api.registerTenant();
            // The stored row is handed to a tenant this test holds a key of.
            jdbc.update("UPDATE fhir_resource SET tenant_id = ? WHERE tenant_id = ?", tenant.tenantId(), formerTenant);

            api.asFhirClient(tenant).get("/v1/fhir/Patient/p1/_history/3").then().statusCode(200)
                    .body("gender", equalTo("female"));
            api.asFhirClient(tenant).get("/v1/fhir/Patient/p1/_history/2").then().statusCode(404);
            api.asFhirClient(tenant).contentType("application/fhir+json")
                    .body("{\"resourceType\":\"Bundle\",\"type\":\"collection\",\"entry\":[{\"resource\":"
                            + "{\"resourceType\":\"Patient\",\"id\":\"p1\",\"gender\":\"male\"}}]}")
                    .post("/v1/fhir/$submit").then().statusCode(200).body("summary.patients", equalTo(1));

            api.asFhirClient(tenant).get("/v1/fhir/Patient/p1").then().statusCode(200)
                    .body("meta.versionId", equalTo("4")).body("gender", equalTo("male"));
            api.asFhirClient(tenant).get("/v1/fhir/Patient/p1/_history/3").then().statusCode(200)
                    .body("meta.versionId", equalTo("3")).body("gender", equalTo("female"));
        }
    }
}
