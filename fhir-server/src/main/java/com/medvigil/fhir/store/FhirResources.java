package com.medvigil.fhir.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;

import org.springframework.dao.OptimisticLockingFailureException;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;

import com.medvigil.model.persistence.ConnectedDatabase;
import com.medvigil.model.tenancy.TenantContext;

/**
 * The stored FHIR resources of the current tenant. Writes are batched; callers open the
 * transaction. Every statement carries {@code tenant_id = ?} from the open tenant scope.
 */
@Repository
public class FhirResources {

    /**
     * The statement {@link #currentVersions} sends to PostgreSQL: all of one type's keys in one
     * round trip, each probed through the resources' key (the only index a key lookup can use since
     * migration V20_8). The {@code LIMIT 1} (the key is unique, so it changes no answer) keeps
     * PostgreSQL from turning the lateral subquery into a join: as a join, a table without
     * statistics (a first bulk load, or autovacuum off) got it planned as a hash join over all the
     * tenant's resources of the type, 60 ms a bundle at 40,000 Observations and growing with every
     * bundle. {@code resource_id = ANY(?)} was planned the same way. Public for the plan test, which
     * explains this very statement.
     */
    public static final String CURRENT_VERSIONS_ON_POSTGRESQL = "SELECT k.id, r.row_id, r.version_id FROM unnest(?) AS k(id)"
            + " CROSS JOIN LATERAL (SELECT s.row_id, s.version_id FROM fhir_resource s"
            + " WHERE s.tenant_id = ? AND s.resource_type = ? AND s.resource_id = k.id LIMIT 1) r";

    private static final String COLUMNS = "r.resource_type, r.resource_id, r.version_id, r.last_updated, r.resource_json";

    private static final RowMapper<StoredResource> STORED = (rs, row) -> new StoredResource(rs.getString(1),
            rs.getString(2), rs.getInt(3), rs.getObject(4, OffsetDateTime.class).toInstant(), rs.getString(5));

    private static final RowMapper<StoredPage.PagedResource> PAGED = (rs, row) -> {
        StoredResource resource = new StoredResource(rs.getString(4), rs.getString(5), rs.getInt(6),
                rs.getObject(7, OffsetDateTime.class).toInstant(), rs.getString(8));
        return new StoredPage.PagedResource(resource,
                new RowPosition(rs.getLong(1), rs.getObject(3, OffsetDateTime.class).toInstant()), rs.getString(2));
    };

    private final JdbcTemplate jdbc;
    private final TenantContext tenantContext;
    private final boolean onH2;

    FhirResources(JdbcTemplate jdbc, TenantContext tenantContext, ConnectedDatabase database) {
        this.jdbc = jdbc;
        this.tenantContext = tenantContext;
        this.onH2 = database.isEmbedded();
    }

    public Optional<StoredResource> find(ResourceKey key) {
        List<StoredResource> found = jdbc.query("SELECT " + COLUMNS + " FROM fhir_resource r"
                        + " WHERE r.tenant_id = ? AND r.resource_type = ? AND r.resource_id = ?",
                STORED, tenant(), key.type(), key.id());
        return found.stream().findFirst();
    }

    /**
     * One version of a resource: the current copy when it is that version, else the kept earlier
     * version. Empty for a version never stored, or not kept (history starts with migration V20_5).
     */
    public Optional<StoredResource> findVersion(ResourceKey key, int versionId) {
        UUID tenant = tenant();
        List<StoredResource> found = jdbc.query("SELECT " + COLUMNS + " FROM fhir_resource r"
                        + " WHERE r.tenant_id = ? AND r.resource_type = ? AND r.resource_id = ? AND r.version_id = ?"
                        + " UNION ALL SELECT r.resource_type, r.resource_id, h.version_id, h.last_updated, h.resource_json"
                        + " FROM fhir_resource r JOIN fhir_resource_history h ON h.resource_row = r.row_id"
                        + " WHERE r.tenant_id = ? AND r.resource_type = ? AND r.resource_id = ? AND h.tenant_id = ?"
                        + " AND h.version_id = ?",
                STORED, tenant, key.type(), key.id(), versionId, tenant, key.type(), key.id(), tenant, versionId);
        return found.stream().findFirst();
    }

    /**
     * The stored version of each of these resources that exists. H2 uses an index for neither a
     * long IN-list nor {@code = ANY} on the last key column, and answers a point lookup in
     * microseconds in-process; PostgreSQL gets {@link #CURRENT_VERSIONS_ON_POSTGRESQL}, once per type.
     * Call {@link #planForCurrentTableSizes()} first in the transaction.
     */
    public Map<ResourceKey, StoredVersion> currentVersions(Collection<ResourceKey> keys) {
        UUID tenant = tenant();
        Map<ResourceKey, StoredVersion> versions = new HashMap<>();
        if (keys.isEmpty()) {
            return versions;
        }
        if (onH2) {
            for (ResourceKey key : keys) {
                jdbc.query("SELECT row_id, version_id FROM fhir_resource WHERE tenant_id = ? AND resource_type = ? AND resource_id = ?",
                        rs -> {
                            versions.put(key, new StoredVersion(rs.getLong(1), rs.getInt(2)));
                        },
                        tenant, key.type(), key.id());
            }
            return versions;
        }
        Map<String, List<String>> idsByType = keys.stream().collect(Collectors.groupingBy(ResourceKey::type,
                LinkedHashMap::new, Collectors.mapping(ResourceKey::id, Collectors.toList())));
        idsByType.forEach((type, ids) -> jdbc.query(connection -> {
            PreparedStatement statement = connection.prepareStatement(CURRENT_VERSIONS_ON_POSTGRESQL);
            statement.setArray(1, connection.createArrayOf("varchar", ids.toArray()));
            statement.setObject(2, tenant);
            statement.setString(3, type);
            return statement;
        }, rs -> {
            versions.put(new ResourceKey(type, rs.getString(1)), new StoredVersion(rs.getLong(2), rs.getInt(3)));
        }));
        return versions;
    }

    /**
     * Makes PostgreSQL plan each statement of the current transaction for its own values and the
     * tables' current sizes. A bulk load starts on small tables: a plan the connection cached then
     * (a sequential scan of a table that was empty) would otherwise be reused while the table grows
     * to millions of rows. Planning afresh costs well under a millisecond a statement. H2 plans
     * every execution anyway. {@link #store} runs its inserts, which need no such care, on cached
     * plans, and gives the transaction back this mode.
     */
    public void planForCurrentTableSizes() {
        if (!onH2) {
            jdbc.execute("SET LOCAL plan_cache_mode = force_custom_plan");
        }
    }

    /**
     * Stores each write as its version: inserts version 1, replaces version n-1 by version n and
     * keeps version n-1 in the history.
     * A concurrent writer that got there first makes this fail (duplicate key, or
     * {@link OptimisticLockingFailureException}), so the caller's transaction can be retried.
     */
    public void store(List<ResourceWrite> writes) {
        UUID tenant = tenant();
        List<ResourceWrite> inserts = writes.stream().filter(w -> w.replacing() == null).toList();
        List<ResourceWrite> updates = writes.stream().filter(w -> w.replacing() != null).toList();
        List<TokenRow> tokenRows = new ArrayList<>();
        if (!updates.isEmpty()) {
            keepReplacedVersions(tenant, updates);
            int[][] counts = jdbc.batchUpdate("UPDATE fhir_resource SET version_id = ?, last_updated = ?, patient_ref = ?,"
                    + " resource_json = ?, date_low = ?, date_high = ? WHERE row_id = ? AND tenant_id = ? AND version_id = ?",
                    updates, updates.size(), (ps, w) -> {
                        ps.setInt(1, w.versionId());
                        ps.setObject(2, timestamp(w.lastUpdated()));
                        ps.setString(3, w.patientRef());
                        ps.setString(4, w.json());
                        setDate(ps, 5, w.date());
                        ps.setLong(7, w.replacing().rowId());
                        ps.setObject(8, tenant);
                        ps.setInt(9, w.replacing().versionId());
                    });
            requireAllUpdated(counts);
            jdbc.batchUpdate("DELETE FROM fhir_token WHERE resource_row = ? AND tenant_id = ?", updates, updates.size(),
                    (ps, w) -> {
                        ps.setLong(1, w.replacing().rowId());
                        ps.setObject(2, tenant);
                    });
            updates.forEach(w -> addTokenRows(w.replacing().rowId(), w, tokenRows));
        }
        withCachedPlans(() -> {
            if (!inserts.isEmpty()) {
                long[] rows = insert(tenant, inserts);
                for (int i = 0; i < inserts.size(); i++) {
                    addTokenRows(rows[i], inserts.get(i), tokenRows);
                }
            }
            if (!tokenRows.isEmpty()) {
                jdbc.batchUpdate("INSERT INTO fhir_token (resource_row, tenant_id, resource_type, param, token_system,"
                        + " token_value) VALUES (?, ?, ?, ?, ?, ?)", tokenRows, tokenRows.size(), (ps, row) -> {
                            ps.setLong(1, row.resourceRow());
                            ps.setObject(2, tenant);
                            ps.setString(3, row.resourceType());
                            ps.setString(4, row.token().param());
                            ps.setString(5, row.token().system());
                            ps.setString(6, row.token().value());
                        });
            }
        });
    }

    /**
     * Runs the inserts with PostgreSQL's plan cache in its default mode, then gives the transaction
     * back the mode it had. An INSERT of values has one plan whatever the table's size; under
     * {@link #planForCurrentTableSizes()} PostgreSQL planned it again for every row of a batch,
     * which more than doubled its time for the inserts of a bulk load (from 28 to 52 microseconds a
     * resource, from 15 to 36 a search value).
     */
    private void withCachedPlans(Runnable inserts) {
        if (onH2) {
            inserts.run();
            return;
        }
        String mode = jdbc.queryForObject("SELECT current_setting('plan_cache_mode')", String.class);
        jdbc.execute("SET LOCAL plan_cache_mode = auto");
        inserts.run();
        jdbc.queryForObject("SELECT set_config('plan_cache_mode', ?, true)", String.class, mode);
    }

    /**
     * Copies each version about to be replaced into the history, inside the database: its JSON is
     * not sent again. A row that moved on meanwhile copies nothing here, and its update then fails.
     */
    private void keepReplacedVersions(UUID tenant, List<ResourceWrite> updates) {
        jdbc.batchUpdate("INSERT INTO fhir_resource_history (resource_row, version_id, tenant_id, last_updated, resource_json)"
                + " SELECT row_id, version_id, tenant_id, last_updated, resource_json FROM fhir_resource"
                + " WHERE row_id = ? AND tenant_id = ? AND version_id = ?", updates, updates.size(), (ps, w) -> {
                    ps.setLong(1, w.replacing().rowId());
                    ps.setObject(2, tenant);
                    ps.setInt(3, w.replacing().versionId());
                });
    }

    /** Inserts the resources in one batch; returns the row numbers the database gave them, in order. */
    private long[] insert(UUID tenant, List<ResourceWrite> inserts) {
        return jdbc.execute((ConnectionCallback<long[]>) connection -> {
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO fhir_resource (tenant_id,"
                    + " resource_type, resource_id, version_id, last_updated, patient_ref, resource_json, date_low, date_high)"
                    + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", new String[] {"row_id"})) {
                for (ResourceWrite w : inserts) {
                    insert.setObject(1, tenant);
                    insert.setString(2, w.key().type());
                    insert.setString(3, w.key().id());
                    insert.setInt(4, w.versionId());
                    insert.setObject(5, timestamp(w.lastUpdated()));
                    insert.setString(6, w.patientRef());
                    insert.setString(7, w.json());
                    setDate(insert, 8, w.date());
                    insert.addBatch();
                }
                insert.executeBatch();
                long[] rows = new long[inserts.size()];
                int count = 0;
                try (ResultSet keys = insert.getGeneratedKeys()) {
                    while (keys.next()) {
                        rows[count++] = keys.getLong(1);
                    }
                }
                if (count != rows.length) {
                    throw new IllegalStateException("The database returned " + count + " row numbers for "
                            + rows.length + " inserted resources");
                }
                return rows;
            }
        });
    }

    /** The resources matching the query, ordered by id. */
    public List<StoredResource> search(ResourceQuery query) {
        List<Object> args = new ArrayList<>();
        String sql = "SELECT " + COLUMNS + ResourceSearchSql.fromAndWhere(tenant(), query, args) + " ORDER BY r.resource_id";
        return ResourceSearchSql.distinct(jdbc.query(sql, STORED, args.toArray()), StoredResource::id);
    }

    /**
     * A patient's resources of these types, ordered by id: one statement where a search per type
     * would be one each (an assessment reads five types, at every CDS Hooks call).
     */
    public List<StoredResource> ofPatient(String patientRef, List<String> types) {
        if (types.isEmpty()) {
            return List.of();
        }
        List<Object> args = new ArrayList<>(List.of(tenant(), patientRef));
        args.addAll(types);
        return jdbc.query("SELECT " + COLUMNS + " FROM fhir_resource r WHERE r.tenant_id = ? AND r.patient_ref = ?"
                + " AND r.resource_type " + ResourceSearchSql.in(types.size())
                + " ORDER BY r.resource_id", STORED, args.toArray());
    }

    /**
     * One page of a search in its order, read in batches: a row with several matching tokens
     * comes once per token from the token index, so a batch can fold into fewer resources than
     * the page needs. Each batch continues after the last row of the one before.
     */
    public StoredPage page(PageQuery page) {
        UUID tenant = tenant();
        int wanted = page.count() == null ? Integer.MAX_VALUE : page.count() + 1;
        List<StoredPage.PagedResource> found = new ArrayList<>();
        RowPosition from = page.from();
        while (true) {
            List<Object> args = new ArrayList<>();
            StringBuilder sql = new StringBuilder("SELECT r.row_id, r.patient_ref, "
                    + ResourceSearchSql.sortValue(page.order()) + ", " + COLUMNS
                    + ResourceSearchSql.fromAndWhere(tenant, page.query(), args));
            if (from != null) {
                sql.append(ResourceSearchSql.after(page.order(), page.backwards(), from, args));
            }
            sql.append(ResourceSearchSql.orderBy(page.order(), page.backwards()));
            int batch = page.count() == null ? 0 : Math.max(wanted - found.size(), 50);
            if (batch > 0) {
                sql.append(" LIMIT ?");
                args.add(batch);
            }
            List<StoredPage.PagedResource> rows = jdbc.query(sql.toString(), PAGED, args.toArray());
            for (StoredPage.PagedResource row : ResourceSearchSql.distinct(rows, r -> r.position().rowId())) {
                if (found.isEmpty() || found.get(found.size() - 1).position().rowId() != row.position().rowId()) {
                    found.add(row);
                }
            }
            if (batch == 0 || rows.size() < batch || found.size() >= wanted) {
                break;
            }
            from = rows.get(rows.size() - 1).position();
        }
        boolean more = found.size() > (page.count() == null ? Integer.MAX_VALUE : page.count());
        List<StoredPage.PagedResource> resources = more ? found.subList(0, page.count()) : found;
        return new StoredPage(page.backwards() ? reversed(resources) : resources, more);
    }

    /** How many resources match the query. */
    public int count(ResourceQuery query) {
        List<Object> args = new ArrayList<>();
        String sql = "SELECT COUNT(DISTINCT r.row_id)" + ResourceSearchSql.fromAndWhere(tenant(), query, args);
        Integer count = jdbc.queryForObject(sql, Integer.class, args.toArray());
        return count == null ? 0 : count;
    }

    private static <T> List<T> reversed(List<T> list) {
        List<T> reversed = new ArrayList<>(list);
        Collections.reverse(reversed);
        return reversed;
    }

    /** The ids of the resources matching the query, without reading their JSON. */
    public List<String> searchIds(ResourceQuery query) {
        List<Object> args = new ArrayList<>();
        String sql = "SELECT r.resource_id" + ResourceSearchSql.fromAndWhere(tenant(), query, args) + " ORDER BY r.resource_id";
        return ResourceSearchSql.distinct(jdbc.queryForList(sql, String.class, args.toArray()), id -> id);
    }

    private static void addTokenRows(long row, ResourceWrite write, List<TokenRow> rows) {
        for (IndexedToken token : write.tokens()) {
            if (token.fitsIndex()) {
                rows.add(new TokenRow(row, write.key().type(), token));
            }
        }
    }

    /** One search value of the resource stored in row {@code resourceRow}. */
    private record TokenRow(long resourceRow, String resourceType, IndexedToken token) {
    }

    private static void requireAllUpdated(int[][] counts) {
        for (int[] batch : counts) {
            for (int count : batch) {
                // SUCCESS_NO_INFO (-2) is a success whose count the driver did not report.
                if (count == 0) {
                    throw new OptimisticLockingFailureException("A resource was changed by a concurrent submission");
                }
            }
        }
    }

    private UUID tenant() {
        return tenantContext.requireTenantId();
    }

    /** The date span in two parameters from {@code index} on, or two NULLs. */
    private static void setDate(PreparedStatement statement, int index, DateSpan date) throws SQLException {
        statement.setObject(index, date == null ? null : timestamp(date.low()), Types.TIMESTAMP_WITH_TIMEZONE);
        statement.setObject(index + 1, date == null ? null : timestamp(date.high()), Types.TIMESTAMP_WITH_TIMEZONE);
    }

    private static OffsetDateTime timestamp(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }
}
