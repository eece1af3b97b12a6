package com.medvigil.fhir.store;

/**
 * One page of a search: the query, its order, at most {@code count} resources (null: all of
 * them) that come after {@code from} (or before it, when {@code backwards}), or from the start
 * (from the end, when {@code backwards}: the last {@code count}, as a previous page of
 * {@code $everything} reads the part before the one its cursor is in).
 */
public record PageQuery(ResourceQuery query, SearchOrder order, Integer count, RowPosition from, boolean backwards) {

    public PageQuery {
        if (count != null && count < 1) {
            throw new IllegalArgumentException("A page holds at least one resource");
        }
    }
}
