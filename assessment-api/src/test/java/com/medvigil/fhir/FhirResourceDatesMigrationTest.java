package com.medvigil.fhir;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;

import com.medvigil.testing.IsolatedDatabase;

/**
 * Migrations V20_1 and V20_2 index the date of the resources stored before date search, as
 * {@code $submit} indexes new ones. Runs on H2, and on PostgreSQL in a schema of its own when the suite does.
 */
class FhirResourceDatesMigrationTest {

    @Test
    void resourcesStoredBeforeDateSearchGetTheirDateRange() throws SQLException {
        try (IsolatedDatabase database = IsolatedDatabase.create("v18");
             Connection connection = database.connect()) {
            JdbcTemplate jdbc = new JdbcTemplate(new SingleConnectionDataSource(connection, true));
            IsolatedDatabase.migrate(jdbc.getDataSource(), "17.1");
            UUID tenant = UUID.randomUUID();
            jdbc.update("INSERT INTO tenant (id, name, code, created_at) VALUES (?, 'Migrated', 'migrated', ?)", tenant,
                    Timestamp.from(Instant.now()));
            store(jdbc, tenant, "Observation", "o-1", "{\"resourceType\":\"Observation\",\"id\":\"o-1\",\"status\":\"final\","
                    + "\"code\":{\"text\":\"x\"},\"effectiveDateTime\":\"2020-05\"}");
            store(jdbc, tenant, "Encounter", "e-1", "{\"resourceType\":\"Encounter\",\"id\":\"e-1\",\"status\":\"finished\","
                    + "\"class\":{\"code\":\"AMB\"},\"period\":{\"start\":\"2020-05-01T08:00:00Z\"}}");
            store(jdbc, tenant, "Condition", "c-1", "{\"resourceType\":\"Condition\",\"id\":\"c-1\","
                    + "\"subject\":{\"reference\":\"Patient/p1\"}}");
            store(jdbc, tenant, "Observation", "o-unreadable", "{\"a\":1}");
            store(jdbc, tenant, "Patient", "p1", "{\"resourceType\":\"Patient\",\"id\":\"p1\",\"birthDate\":\"1970-01-01\"}");

            IsolatedDatabase.migrate(jdbc.getDataSource(), "latest");

            assertThat(range(jdbc, "o-1")).isEqualTo("2020-05-01T00:00:00Z 2020-06-01T00:00:00Z");
            assertThat(range(jdbc, "e-1")).isEqualTo("2020-05-01T08:00:00Z 9999-12-31T23:59:59Z");
            assertThat(range(jdbc, "c-1")).isEqualTo("null null");
            assertThat(range(jdbc, "p1")).isEqualTo("null null");
            assertThat(range(jdbc, "o-unreadable")).isEqualTo("null null");
        }
    }

    private static void store(JdbcTemplate jdbc, UUID tenant, String type, String id, String json) {
        jdbc.update("INSERT INTO fhir_resource (tenant_id, resource_type, resource_id, version_id, last_updated,"
                + " patient_ref, resource_json) VALUES (?, ?, ?, 1, ?, 'p1', ?)", tenant, type, id,
                Timestamp.from(Instant.now()), json);
    }

    private static String range(JdbcTemplate jdbc, String id) {
        return jdbc.queryForObject("SELECT date_low, date_high FROM fhir_resource WHERE resource_id = ?",
                (rs, row) -> instant(rs.getObject(1, OffsetDateTime.class)) + " " + instant(rs.getObject(2, OffsetDateTime.class)),
                id);
    }

    private static String instant(OffsetDateTime time) {
        return time == null ? "null" : time.toInstant().toString();
    }
}
