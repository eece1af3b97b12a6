package com.medvigil.fhir;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;

import com.medvigil.testing.IsolatedDatabase;

/**
 * Migration V8_1 rebuilds the FHIR tables of an installation that already holds resources: each
 * keeps its columns, gets a row number, and its tokens follow it to that number. Runs on H2, and
 * on PostgreSQL in a schema of its own when the suite does.
 */
class FhirRowNumberMigrationTest {

    @Test
    void storedResourcesAndTheirTokensSurviveTheRebuild() throws SQLException {
        try (IsolatedDatabase database = IsolatedDatabase.create("v8");
             Connection connection = database.connect()) {
            JdbcTemplate jdbc = new JdbcTemplate(new SingleConnectionDataSource(connection, true));
            IsolatedDatabase.migrate(jdbc.getDataSource(), "7.1");
            UUID tenant = UUID.randomUUID();
            Timestamp now = Timestamp.from(Instant.now());
            jdbc.update("INSERT INTO tenant (id, name, code, created_at) VALUES (?, 'Migrated', 'migrated', ?)", tenant, now);
            jdbc.update("INSERT INTO fhir_resource (tenant_id, resource_type, resource_id, version_id, last_updated,"
                    + " patient_ref, resource_json) VALUES (?, 'Observation', 'obs-1', 3, ?, 'p1', '{\"a\":1}'),"
                    + " (?, 'Patient', 'p1', 1, ?, 'p1', '{\"b\":2}')", tenant, now, tenant, now);
            jdbc.update("INSERT INTO fhir_token (tenant_id, resource_type, resource_id, param, token_system, token_value)"
                    + " VALUES (?, 'Observation', 'obs-1', 'category', 'cat', 'laboratory'),"
                    + " (?, 'Observation', 'obs-1', 'code', 'http://loinc.org', '2160-0'),"
                    + " (?, 'Patient', 'p1', 'identifier', NULL, 'MRN-1')", tenant, tenant, tenant);

            IsolatedDatabase.migrate(jdbc.getDataSource(), "latest");

            assertThat(jdbc.queryForList("SELECT r.resource_type || '/' || r.resource_id || ' v' || r.version_id"
                    + " || ' ' || r.resource_json FROM fhir_resource r ORDER BY r.resource_id", String.class))
                    .containsExactly("Observation/obs-1 v3 {\"a\":1}", "Patient/p1 v1 {\"b\":2}");
            assertThat(jdbc.queryForList("SELECT r.resource_id || ' ' || t.param || ' ' || COALESCE(t.token_system, '-')"
                    + " || ' ' || t.token_value FROM fhir_token t JOIN fhir_resource r ON r.row_id = t.resource_row"
, String.class))
                    .containsExactlyInAnyOrder("obs-1 code http://loinc.org 2160-0", "obs-1 category cat laboratory",
                            "p1 identifier - MRN-1");
            // New resources are numbered after the copied ones, and a removed resource takes its tokens along.
            jdbc.update("INSERT INTO fhir_resource (tenant_id, resource_type, resource_id, version_id, last_updated,"
                    + " patient_ref, resource_json) VALUES (?, 'Condition', 'c1', 1, ?, 'p1', '{}')", tenant, now);
            assertThat(jdbc.queryForObject("SELECT COUNT(DISTINCT row_id) FROM fhir_resource", Integer.class)).isEqualTo(3);
            jdbc.update("DELETE FROM fhir_resource WHERE resource_id = 'obs-1'");
            assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM fhir_token", Integer.class)).isEqualTo(1);
        }
    }
}
