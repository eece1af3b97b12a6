package com.medvigil.fhir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.PreparedStatement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.fhir.store.FhirResources;
import com.medvigil.fhir.store.IndexedToken;
import com.medvigil.fhir.store.ResourceKey;
import com.medvigil.fhir.store.ResourceWrite;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

/**
 * The FHIR store's lookups use the index made for them. Two of them once went to an index sharing
 * their leading columns and read every resource or token of the tenant's type, which made a
 * 10,000-patient load on PostgreSQL (never analysed: autovacuum off) ten times slower. The tables
 * are analysed first, as autovacuum does in a normal installation: without statistics PostgreSQL's
 * choice between two join orders is a coin toss that no index layout fully removes.
 */
@ApiTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FhirQueryPlanTest {

    private static final int OBSERVATIONS = 6000;
    private static final int NEWCOMER_OBSERVATIONS = 4000;

    @LocalServerPort
    int port;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    FhirResources resources;
    @Autowired
    TenantContext tenantContext;
    @Autowired
    PlatformTransactionManager transactionManager;
    UUID tenant;
    boolean postgres;

    @BeforeAll
    void storeManyResourcesOfOneTenant() {
        TestTenant registered = new Api(port).registerTenant();
        tenant = registered.tenantId();
        Timestamp now = Timestamp.from(Instant.now());
        List<Object[]> resources = new ArrayList<>();
        List<Object[]> tokens = new ArrayList<>();
        for (int i = 0; i < OBSERVATIONS; i++) {
            String id = "obs-" + i;
            String patient = "patient-" + i / 4;
            resources.add(new Object[] {tenant, "Observation", id, 1, now, patient, "{}"});
            tokens.add(new Object[] {"category", "laboratory", tenant, "Observation", id});
            if (i % 4 == 0) {
                resources.add(new Object[] {tenant, "Patient", patient, 1, now, patient, "{}"});
                tokens.add(new Object[] {"identifier", "MRN-" + i, tenant, "Patient", patient});
            }
        }
        jdbc.batchUpdate("INSERT INTO fhir_resource (tenant_id, resource_type, resource_id, version_id, last_updated,"
                + " patient_ref, resource_json) VALUES (?, ?, ?, ?, ?, ?, ?)", resources);
        jdbc.batchUpdate("INSERT INTO fhir_token (resource_row, tenant_id, resource_type, param, token_value)"
                + " SELECT row_id, tenant_id, resource_type, ?, ? FROM fhir_resource"
                + " WHERE tenant_id = ? AND resource_type = ? AND resource_id = ?", tokens);
        postgres = Boolean.TRUE.equals(jdbc.execute((ConnectionCallback<Boolean>) connection ->
                "PostgreSQL".equals(connection.getMetaData().getDatabaseProductName())));
        if (postgres) {
            // H2 keeps its row counts current by itself.
            jdbc.execute("ANALYZE fhir_resource");
            jdbc.execute("ANALYZE fhir_token");
        }
    }

    @Test
    void aStoredVersionIsReadByTheResourcesKey() {
        // FhirResources#currentVersions sends all keys at once on PostgreSQL, one by one on H2.
        String plan = postgres ? explainCurrentVersions(tenant, List.of("obs-4711", "obs-12", "obs-new"))
                : explain("SELECT s.row_id, s.version_id FROM fhir_resource s WHERE s.tenant_id = '" + tenant + "'"
                        + " AND s.resource_type = 'Observation' AND s.resource_id = 'obs-4711'");

        assertThat(plan).doesNotContain("fhir_resource_by_patient");
        assertThat(plan).contains("fhir_resource_key");
    }

    @Test
    void aNewTenantsFirstLoadIsLookedUpByKeyThoughTheStatisticsPredateIt() {
        assumeTrue(postgres, "H2 looks stored versions up one key at a time (the test above)");
        // A tenant's first bulk load: its resources came after the statistics were taken (above, in
        // storeManyResourcesOfOneTenant), so PostgreSQL expects one row of its type. Before V20_8 the
        // date index served (tenant_id, resource_type) as cheaply, and each key read all of them.
        UUID newcomer = new Api(port).registerTenant().tenantId();
        Timestamp now = Timestamp.from(Instant.now());
        List<Object[]> resources = new ArrayList<>();
        List<String> bundleIds = new ArrayList<>();
        for (int i = 0; i < NEWCOMER_OBSERVATIONS; i++) {
            resources.add(new Object[] {newcomer, "Observation", "loaded-" + i, 1, now, "patient-" + i / 4, "{}"});
        }
        for (int i = 0; i < 170; i++) {
            bundleIds.add("next-bundle-" + i);
        }
        jdbc.batchUpdate("INSERT INTO fhir_resource (tenant_id, resource_type, resource_id, version_id, last_updated,"
                + " patient_ref, resource_json) VALUES (?, ?, ?, ?, ?, ?, ?)", resources);

        String plan = explainCurrentVersions(newcomer, bundleIds);

        assertThat(plan).contains("index scan using fhir_resource_key").doesNotContain("hash join");
    }

    @Test
    void aPatientsResourcesAreReadFromThePatientIndex() {
        String plan = explain("SELECT resource_id FROM fhir_resource r WHERE r.tenant_id = '" + tenant + "'"
                + " AND r.resource_type = 'Observation' AND r.patient_ref = 'patient-17'");

        assertThat(plan).contains("fhir_resource_by_patient");
    }

    @Test
    void aPatientsResourcesOfSeveralTypesAreReadFromThePatientIndex() {
        // The statement FhirResources#ofPatient sends for an assessment's stored inputs.
        String plan = explain("SELECT resource_id FROM fhir_resource r WHERE r.tenant_id = '" + tenant + "'"
                + " AND r.patient_ref = 'patient-17' AND r.resource_type IN ('MedicationStatement', 'Condition', 'Observation')"
                + " ORDER BY r.resource_id");

        assertThat(plan).contains("fhir_resource_by_patient");
    }

    @Test
    void anIdentifierSearchStartsFromTheTokenValue() {
        String plan = explain("SELECT r.resource_id FROM fhir_token d JOIN fhir_resource r ON r.row_id = d.resource_row"
                + " WHERE d.tenant_id = '" + tenant + "' AND d.resource_type = 'Patient' AND d.param = 'identifier'"
                + " AND d.token_value = 'MRN-400'");

        assertThat(plan).contains("fhir_token_by_value").doesNotContain("fhir_token_by_resource");
    }

    @Test
    void aFurtherCodeIsCheckedWithOneProbeOfTheResourcesTokens() {
        String plan = explain("SELECT r.resource_id FROM fhir_resource r WHERE r.tenant_id = '" + tenant + "'"
                + " AND r.resource_type = 'Observation' AND r.patient_ref = 'patient-17' AND EXISTS (SELECT 1"
                + " FROM fhir_token t WHERE t.resource_row = r.row_id AND t.param = 'category'"
                + " AND t.token_value = 'laboratory' OFFSET 0)");

        // Either token index will do, as long as the resource's row is part of the lookup: otherwise
        // every laboratory token of the tenant is read for each of the patient's Observations.
        assertThat(tokenLookupOf(plan)).contains("resource_row");
    }

    @Test
    void theTokenTableKeepsTwoIndexesAndItsForeignKeyUsesOneOfThem() {
        // An index H2 built for the foreign key itself would be a third one here (migrations V7_1, V8_1).
        List<String> indexes = jdbc.queryForList(postgres
                ? "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema AND tablename = 'fhir_token'"
                : "SELECT index_name FROM information_schema.indexes WHERE table_schema = current_schema"
                        + " AND table_name = 'fhir_token'", String.class);

        assertThat(indexes).containsExactlyInAnyOrder("fhir_token_by_resource", "fhir_token_by_value");
        assertThat(jdbc.queryForList("SELECT constraint_name FROM information_schema.table_constraints"
                + " WHERE table_schema = current_schema AND table_name = 'fhir_token' AND constraint_type = 'FOREIGN KEY'",
                String.class)).containsExactly("fhir_token_resource_fk");
    }

    @Test
    void rowNumbersComeInBlocksOnH2AndOneByOneOnPostgresql() {
        // H2 commits each block it reserves, which with durable commits wrote out a bundle's pages
        // every 32 rows (V20_7); PostgreSQL reserves per connection, which would number concurrent
        // submissions out of their order, so it keeps taking them one at a time.
        long reserved = postgres
                ? jdbc.queryForObject("SELECT s.seqcache FROM pg_sequence s"
                        + " WHERE s.seqrelid = pg_get_serial_sequence('fhir_resource', 'row_id')::regclass", Long.class)
                : jdbc.queryForObject("SELECT identity_cache FROM information_schema.columns WHERE table_schema = current_schema"
                        + " AND table_name = 'fhir_resource' AND column_name = 'row_id'", Long.class);

        assertThat(reserved).isEqualTo(postgres ? 1 : 10_000);
    }

    /** The part of a plan that says how fhir_token is read: PostgreSQL's index condition, H2's index comment. */
    @Test
    void storingGivesTheTransactionBackItsPlanningForCurrentSizes() {
        assumeTrue(postgres, "H2 plans every execution anyway");
        // FhirResources#store runs its inserts on cached plans; the statements after it in the
        // transaction (Hibernate's flush of the patient profiles at commit) look rows up and must
        // still be planned for the tables' sizes.
        String mode = tenantContext.callAs(tenant, () -> new TransactionTemplate(transactionManager).execute(status -> {
            resources.planForCurrentTableSizes();
            resources.store(List.of(new ResourceWrite(new ResourceKey("Observation", "stored-in-plan-test"), null,
                    Instant.now(), "patient-1", "{}", List.of(new IndexedToken("category", null, "laboratory")))));
            return jdbc.queryForObject("SELECT current_setting('plan_cache_mode')", String.class);
        }));

        assertThat(mode).isEqualTo("force_custom_plan");
        assertThat(jdbc.queryForObject("SELECT count(*) FROM fhir_token t JOIN fhir_resource r ON r.row_id = t.resource_row"
                + " WHERE r.tenant_id = ? AND r.resource_id = 'stored-in-plan-test'", Integer.class, tenant)).isEqualTo(1);
    }

    private static String tokenLookupOf(String plan) {
        int comment = plan.indexOf("/* public.fhir_token_by_");
        if (comment >= 0) {
            return plan.substring(comment, plan.indexOf("*/", comment));
        }
        String[] lines = plan.split("\n");
        for (int i = 0; i + 1 < lines.length; i++) {
            if (lines[i].contains("on fhir_token ") && lines[i + 1].contains("index cond")) {
                return lines[i + 1];
            }
        }
        throw new AssertionError("fhir_token is not read through an index:\n" + plan);
    }

    /** The plan of FhirResources' own statement for these Observation ids, planned for these values as it is in a write. */
    private String explainCurrentVersions(UUID tenantId, List<String> ids) {
        return String.join("\n", jdbc.query(connection -> {
            PreparedStatement statement = connection.prepareStatement("EXPLAIN " + FhirResources.CURRENT_VERSIONS_ON_POSTGRESQL);
            statement.setArray(1, connection.createArrayOf("varchar", ids.toArray()));
            statement.setObject(2, tenantId);
            statement.setString(3, "Observation");
            return statement;
        }, (rs, row) -> rs.getString(1))).toLowerCase();
    }

    private String explain(String sql) {
        return String.join("\n", jdbc.queryForList("EXPLAIN " + sql, String.class)).toLowerCase();
    }
}
