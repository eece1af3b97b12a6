package com.medvigil.testing;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;

import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Every row the database holds for one tenant, read with plain SQL past the service, so that a
 * test can show a refused request changed nothing at all. A tenant that a registration would
 * create is found by its code.
 */
public final class TenantFootprint {

    /** The tables that hold a tenant's data, each with a tenant_id column. */
    private static final List<String> TENANT_TABLES = List.of("tenant_admin", "api_key", "facility", "patient",
            "fhir_resource", "assessment", "assessment_job", "assessment_review_change", "webhook",
            "webhook_outbox", "webhook_delivery", "webhook_delivery_attempt",
            "cds_client", "cds_token_use", "cds_card", "cds_card_feedback");
    /** Set by authentication itself (at most once a minute), not by what a request asks for. */
    private static final String KEY_LAST_USED = "last_used_at";

    private final JdbcTemplate jdbc;

    public TenantFootprint(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** The rows of the tenant with this id, and of any tenant registered under this code, as comparable text. */
    public String of(UUID tenantId, String tenantCode) {
        List<String> rows = new ArrayList<>();
        jdbc.queryForList("SELECT * FROM tenant WHERE id = ? OR code = ? ORDER BY id", tenantId, tenantCode)
                .forEach(row -> rows.add("tenant " + render(row)));
        for (String table : TENANT_TABLES) {
            jdbc.queryForList("SELECT * FROM " + table + " WHERE tenant_id = ? ORDER BY 1", tenantId)
                    .forEach(row -> rows.add(table + " " + render(row)));
        }
        return String.join("\n", rows);
    }

    public String of(TestTenant tenant) {
        return of(tenant.tenantId(), tenant.code());
    }

    private static String render(Map<String, Object> row) {
        Map<String, String> values = new TreeMap<>();
        row.forEach((column, value) -> {
            if (!column.equalsIgnoreCase(KEY_LAST_USED)) {
                values.put(column.toLowerCase(), value instanceof byte[] bytes ? HexFormat.of().formatHex(bytes) : String.valueOf(value));
            }
        });
        return values.toString();
    }
}
