package com.medvigil.fhir.store;

import java.time.Instant;

/**
 * The instants {@code [low, high)} a resource's date search value covers, as stored. An open end
 * of a Period is stored as {@link #OPEN_LOW} or {@link #OPEN_HIGH}, so that comparisons need no
 * special case for it.
 */
public record DateSpan(Instant low, Instant high) {

    public static final Instant OPEN_LOW = Instant.parse("0001-01-01T00:00:00Z");
    public static final Instant OPEN_HIGH = Instant.parse("9999-12-31T23:59:59Z");

    public DateSpan {
        if (high.isBefore(low)) {
            throw new IllegalArgumentException("A date span must not end before it starts: " + low + " to " + high);
        }
    }

    /** The span covering both. */
    public DateSpan union(DateSpan other) {
        return new DateSpan(low.isBefore(other.low) ? low : other.low, high.isAfter(other.high) ? high : other.high);
    }
}
