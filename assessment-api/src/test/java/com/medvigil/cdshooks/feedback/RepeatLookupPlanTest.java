package com.medvigil.cdshooks.feedback;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.springframework.jdbc.core.JdbcTemplate;

import com.medvigil.model.persistence.ConnectedDatabase;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;

/**
 * The repeated-alert filter, which every CDS Hooks call runs, reads a tenant's overridden cards
 * of one hook instance or encounter with one probe of the index made for it, not by reading every
 * card the tenant was ever shown. PostgreSQL's tables are analysed first, as autovacuum does in a
 * normal installation: without statistics (autovacuum off, as on the benchmark machine) it priced
 * the three cds_card indexes that lead with tenant_id alike and took the time index, 1.7 ms a
 * lookup after 6,000 cards; no index layout tried removed that tie (docs/benchmarks.md).
 */
@ApiTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RepeatLookupPlanTest {

    private static final int CARDS = 6000;

    @LocalServerPort
    int port;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    ConnectedDatabase database;
    UUID tenant;

    @BeforeAll
    void showManyCardsToOneTenant() {
        tenant = new Api(port).registerTenant().tenantId();
        Timestamp now = Timestamp.from(Instant.now());
        List<Object[]> cards = new ArrayList<>();
        for (int i = 0; i < CARDS; i++) {
            cards.add(new Object[] {UUID.randomUUID(), tenant, UUID.randomUUID(), "hook-" + i, "encounter-" + i / 3,
                    i % 50 == 0 ? "OVERRIDDEN" : null, now});
        }
        jdbc.batchUpdate("INSERT INTO cds_card (id, tenant_id, assessment_id, service_id, hook_instance, encounter_id,"
                + " rule_id, finding_type, severity, repeat_key, outcome, shown_at)"
                + " VALUES (?, ?, ?, 'order-sign', ?, ?, 'rule', 'interaction', 'major', 'rule|name:x', ?, ?)", cards);
        if (database.isPostgreSql()) {
            // H2 keeps its row counts current by itself.
            jdbc.execute("ANALYZE cds_card");
        }
    }

    @Test
    void theOverriddenCardsOfAHookInstanceAreOneIndexProbe() {
        assertThat(explainRepeatLookup("hook_instance", "hook-4711")).contains("cds_card_by_hook_instance");
    }

    @Test
    void theOverriddenCardsOfAnEncounterAreOneIndexProbe() {
        assertThat(explainRepeatLookup("encounter_id", "encounter-1200")).contains("cds_card_by_encounter");
    }

    /** The plan of the statement {@code CardLedger} sends for one of the two scopes. */
    private String explainRepeatLookup(String column, String value) {
        return String.join("\n", jdbc.queryForList("EXPLAIN SELECT repeat_key FROM cds_card WHERE tenant_id = '" + tenant
                + "' AND " + column + " = '" + value + "' AND outcome = 'OVERRIDDEN'", String.class)).toLowerCase();
    }
}
