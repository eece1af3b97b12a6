package com.medvigil.fhir.store;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;

import com.medvigil.fhir.store.ResourceQuery.TokenCriterion;

/**
 * The SQL of a search of the stored resources: the rows a {@link ResourceQuery} selects, written
 * so that both databases answer it from an index, and the folding of the repeats it can return.
 */
final class ResourceSearchSql {

    private ResourceSearchSql() {
    }

    /**
     * The rows a query selects. With a patient or id filter a handful of resources remain and each
     * is checked against the token index (EXISTS). Without one, the first token parameter selects
     * the rows: the query is driven from the token index and joins the resources, so that neither
     * database reads every resource of the type. A resource with two matching codes then comes
     * twice, which {@link #distinct} folds.
     */
    static String fromAndWhere(UUID tenant, ResourceQuery query, List<Object> args) {
        List<TokenCriterion> tokens = new ArrayList<>(query.tokens());
        boolean narrowedByColumns = !query.patientRefs().isEmpty() || !query.ids().isEmpty();
        StringBuilder sql = new StringBuilder();
        if (!narrowedByColumns && !tokens.isEmpty()) {
            TokenCriterion driving = tokens.remove(0);
            sql.append(" FROM fhir_token d JOIN fhir_resource r ON r.row_id = d.resource_row"
                    + " WHERE d.tenant_id = ? AND d.resource_type = ? AND d.param = ? AND ");
            args.add(tenant);
            args.add(query.type());
            args.add(driving.param());
            sql.append(anyOf(driving, "d", args));
        } else {
            sql.append(" FROM fhir_resource r WHERE r.tenant_id = ? AND r.resource_type = ?");
            args.add(tenant);
            args.add(query.type());
        }
        for (List<String> anyPatient : query.patientRefs()) {
            sql.append(" AND r.patient_ref ").append(in(anyPatient.size()));
            args.addAll(anyPatient);
        }
        for (List<String> anyId : query.ids()) {
            sql.append(" AND r.resource_id ").append(in(anyId.size()));
            args.addAll(anyId);
        }
        for (TokenCriterion criterion : tokens) {
            // OFFSET 0 keeps PostgreSQL from turning the EXISTS into a join: its generic plan for
            // the prepared statement would then scan every token of that code in the tenant
            // instead of probing the index once per remaining resource.
            sql.append(" AND EXISTS (SELECT 1 FROM fhir_token t WHERE t.resource_row = r.row_id AND t.param = ? AND ");
            args.add(criterion.param());
            sql.append(anyOf(criterion, "t", args)).append(" OFFSET 0)");
        }
        for (InstantCriterion criterion : query.lastUpdated()) {
            sql.append(" AND ").append(lastUpdated(criterion, args));
        }
        for (InstantCriterion criterion : query.dates()) {
            sql.append(" AND ").append(date(criterion, args));
        }
        return sql.toString();
    }

    /** A stored instant against a range [low, high) in FHIR's terms (R4 3.1.1.5.6, for a point in time). */
    private static String lastUpdated(InstantCriterion criterion, List<Object> args) {
        Instant low = criterion.low();
        Instant high = criterion.high();
        return switch (criterion.comparison()) {
            case EQ -> bind(args, "r.last_updated >= ? AND r.last_updated < ?", low, high);
            case GT -> bind(args, "r.last_updated >= ?", high);
            case GE -> bind(args, "r.last_updated >= ?", low);
            case LT -> bind(args, "r.last_updated < ?", low);
            case LE -> bind(args, "r.last_updated < ?", high);
        };
    }

    /**
     * A stored range [date_low, date_high) against a range [low, high) as FHIR R4 defines the
     * prefixes (3.1.1.5.6): eq, the search range contains the stored one; gt, the stored one
     * reaches beyond the search range; lt, it starts before it; ge and le, either.
     */
    private static String date(InstantCriterion criterion, List<Object> args) {
        Instant low = criterion.low();
        Instant high = criterion.high();
        String contained = "(r.date_low >= ? AND r.date_high <= ?)";
        return switch (criterion.comparison()) {
            case EQ -> bind(args, contained, low, high);
            case GT -> bind(args, "r.date_high > ?", high);
            case LT -> bind(args, "r.date_low < ?", low);
            case GE -> bind(args, "(r.date_high > ? OR " + contained + ")", high, low, high);
            case LE -> bind(args, "(r.date_low < ? OR " + contained + ")", low, low, high);
        };
    }

    /** The condition, with its instants added to the arguments in the order of its placeholders. */
    private static String bind(List<Object> args, String condition, Instant... instants) {
        for (Instant instant : instants) {
            args.add(instant.atOffset(ZoneOffset.UTC));
        }
        return condition;
    }

    /** The instant a page is ordered by (the row's last_updated when it is ordered by row). */
    static String sortValue(SearchOrder order) {
        return switch (order.key()) {
            case ROW, LAST_UPDATED -> "r.last_updated";
            case DATE -> order.descending() ? "COALESCE(r.date_high, " + instant(DateSpan.OPEN_LOW) + ")"
                    : "COALESCE(r.date_low, " + instant(DateSpan.OPEN_HIGH) + ")";
        };
    }

    private static String instant(Instant instant) {
        return "TIMESTAMP WITH TIME ZONE '" + instant.toString().replace("T", " ").replace("Z", "+00:00") + "'";
    }

    /** The order of a page, read forwards or backwards; the row number breaks ties. */
    static String orderBy(SearchOrder order, boolean backwards) {
        String direction = order.descending() != backwards ? " DESC" : " ASC";
        return switch (order.key()) {
            case ROW -> " ORDER BY r.row_id" + direction;
            case LAST_UPDATED, DATE -> " ORDER BY " + sortValue(order) + direction + ", r.row_id" + direction;
        };
    }

    /** The rows after a position in the order read (keyset), so that pages do not move as rows are written. */
    static String after(SearchOrder order, boolean backwards, RowPosition position, List<Object> args) {
        String beyond = order.descending() != backwards ? " < " : " > ";
        return switch (order.key()) {
            case ROW -> {
                args.add(position.rowId());
                yield " AND r.row_id" + beyond + "?";
            }
            case LAST_UPDATED, DATE -> {
                Object at = position.sortValue().atOffset(ZoneOffset.UTC);
                String value = sortValue(order);
                args.add(at);
                args.add(at);
                args.add(position.rowId());
                yield " AND (" + value + beyond + "? OR (" + value + " = ? AND r.row_id" + beyond + "?))";
            }
        };
    }

    private static String anyOf(TokenCriterion criterion, String alias, List<Object> args) {
        List<String> alternatives = new ArrayList<>();
        for (TokenMatch match : criterion.anyOf()) {
            alternatives.add(tokenCondition(match, alias, args));
        }
        return "(" + String.join(" OR ", alternatives) + ")";
    }

    /** Rows are ordered by id (or row number), so repeats of one resource are neighbours. */
    static <T, K> List<T> distinct(List<T> rows, Function<T, K> id) {
        List<T> distinct = new ArrayList<>(rows.size());
        K previous = null;
        for (T row : rows) {
            K current = id.apply(row);
            if (!current.equals(previous)) {
                distinct.add(row);
            }
            previous = current;
        }
        return distinct;
    }

    private static String tokenCondition(TokenMatch match, String alias, List<Object> args) {
        List<String> parts = new ArrayList<>();
        if (match.value() != null) {
            parts.add(alias + ".token_value = ?");
            args.add(match.value());
        }
        if (match.withoutSystem()) {
            parts.add(alias + ".token_system IS NULL");
        } else if (match.system() != null) {
            parts.add(alias + ".token_system = ?");
            args.add(match.system());
        }
        return "(" + String.join(" AND ", parts) + ")";
    }

    /** A single value as an equality, which every database serves from the index. */
    static String in(int count) {
        return count == 1 ? "= ?" : "IN (" + String.join(", ", Collections.nCopies(count, "?")) + ")";
    }
}
