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
 * Migration V11_1 drops {@code active_medication}. What only that table knew, the medicine behind
 * a {@code medicationReference} to a Medication entry of the statement's bundle, becomes a kept
 * Medication, as {@code $submit} now keeps one. Runs on H2, and on PostgreSQL in a schema of its
 * own when the suite does.
 */
class KeptMedicationMigrationTest {

    private static final String RXNORM = "http://www.nlm.nih.gov/research/umls/rxnorm";

    @Test
    void aReferencedMedicationIsRebuiltFromTheRowThatReadItAndTheTableGoes() throws SQLException {
        try (IsolatedDatabase database = IsolatedDatabase.create("v11");
             Connection connection = database.connect()) {
            JdbcTemplate jdbc = new JdbcTemplate(new SingleConnectionDataSource(connection, true));
            IsolatedDatabase.migrate(jdbc.getDataSource(), "10.7");
            UUID tenant = UUID.randomUUID();
            UUID patient = UUID.randomUUID();
            Timestamp now = Timestamp.from(Instant.now());
            jdbc.update("INSERT INTO tenant (id, name, code, created_at) VALUES (?, 'Migrated', 'migrated', ?)", tenant, now);
            jdbc.update("INSERT INTO patient (id, tenant_id, fhir_id, stub, created_at, updated_at)"
                    + " VALUES (?, ?, 'p1', FALSE, ?, ?)", patient, tenant, now, now);
            storeResource(jdbc, tenant, "MedicationRequest", "mr-1",
                    "{\"resourceType\":\"MedicationRequest\",\"id\":\"mr-1\",\"medicationReference\":{\"reference\":\"Medication/med-1\"}}");
            storeResource(jdbc, tenant, "MedicationRequest", "mr-2",
                    "{\"resourceType\":\"MedicationRequest\",\"id\":\"mr-2\",\"medicationReference\":{\"reference\":\"Medication/med-2\"}}");
            storeResource(jdbc, tenant, "MedicationStatement", "ms-1",
                    "{\"resourceType\":\"MedicationStatement\",\"id\":\"ms-1\",\"medicationReference\":{\"reference\":\"#m\"}}");
            storeResource(jdbc, tenant, "MedicationStatement", "ms-2",
                    "{\"resourceType\":\"MedicationStatement\",\"id\":\"ms-2\",\"medicationCodeableConcept\":{\"text\":\"aspirin\"}}");
            activeMedication(jdbc, tenant, patient, "MedicationRequest", "mr-1", "Warfarin Sodium 5 MG Oral Tablet", "855332");
            activeMedication(jdbc, tenant, patient, "MedicationRequest", "mr-2", "RxNorm 1049221", "1049221");
            activeMedication(jdbc, tenant, patient, "MedicationStatement", "ms-1", "Contained one", null);
            activeMedication(jdbc, tenant, patient, "MedicationStatement", "ms-2", "aspirin", null);

            IsolatedDatabase.migrate(jdbc.getDataSource(), "latest");

            assertThat(jdbc.queryForList("SELECT resource_id || ' v' || version_id || ' ' || COALESCE(patient_ref, '-')"
                    + " FROM fhir_resource WHERE resource_type = 'Medication' ORDER BY resource_id", String.class))
                    .containsExactly("med-1 v1 -", "med-2 v1 -");
            String warfarin = jdbc.queryForObject("SELECT resource_json FROM fhir_resource WHERE resource_id = 'med-1'",
                    String.class);
            assertThat(warfarin).contains("\"text\":\"Warfarin Sodium 5 MG Oral Tablet\"")
                    .contains("{\"system\":\"" + RXNORM + "\",\"code\":\"855332\"}");
            String codedOnly = jdbc.queryForObject("SELECT resource_json FROM fhir_resource WHERE resource_id = 'med-2'",
                    String.class);
            assertThat(codedOnly).doesNotContain("\"text\"").contains("\"code\":\"1049221\"");
            assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM information_schema.tables"
                    + " WHERE LOWER(table_name) = 'active_medication'", Integer.class)).isZero();
        }
    }

    private static void storeResource(JdbcTemplate jdbc, UUID tenant, String type, String id, String json) {
        jdbc.update("INSERT INTO fhir_resource (tenant_id, resource_type, resource_id, version_id, last_updated,"
                + " patient_ref, resource_json) VALUES (?, ?, ?, 1, ?, 'p1', ?)", tenant, type, id,
                Timestamp.from(Instant.now()), json);
    }

    private static void activeMedication(JdbcTemplate jdbc, UUID tenant, UUID patient, String sourceType, String sourceId,
                                         String name, String rxNormCode) {
        jdbc.update("INSERT INTO active_medication (id, tenant_id, patient_id, source_type, statement_id, name, rxnorm_code,"
                + " status, recognized, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'active', TRUE, ?)", UUID.randomUUID(),
                tenant, patient, sourceType, sourceId, name, rxNormCode, Timestamp.from(Instant.now()));
    }
}
