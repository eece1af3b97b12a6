package com.medvigil.fhir.store;

/**
 * One page of a search: the query, its order, at most {@code count} resources (null: all of
 * them) that come after {@code from} (or before it, when {@code backwards}), or from the start.
 */
public record PageQuery(ResourceQuery query, SearchOrder order, Integer count, RowPosition from, boolean backwards) {

    public PageQuery {
        if (count != null && count < 1) {
            throw new IllegalArgumentException("A page holds at least one resource");
        }
        if (backwards && from == null) {
            throw new IllegalArgumentException("A page backwards needs the position it ends before");
        }
    }
}
