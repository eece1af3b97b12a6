package com.medvigil.fhir.store;

/**
 * The order of a paged search: the stored row order (rows are numbered as they are first stored,
 * so a resource keeps its place when it is replaced and new ones come last), or by
 * {@code last_updated} or the type's date, with the row number breaking ties.
 */
public record SearchOrder(Key key, boolean descending) {

    public static final SearchOrder STORED = new SearchOrder(Key.ROW, false);

    public enum Key {
        ROW,
        LAST_UPDATED,
        /** The type's date search parameter: its start ascending, its end descending; resources without one come last. */
        DATE
    }
}
