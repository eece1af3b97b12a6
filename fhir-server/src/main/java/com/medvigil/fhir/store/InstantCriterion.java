package com.medvigil.fhir.store;

import java.time.Instant;

/**
 * A date search on an instant of the stored row (its {@code last_updated}): the value's range
 * {@code [low, high)} as its precision gives it, and the FHIR prefix that compares against it.
 */
public record InstantCriterion(Comparison comparison, Instant low, Instant high) {

    public InstantCriterion {
        if (!low.isBefore(high)) {
            throw new IllegalArgumentException("A date range must end after it starts: " + low + " to " + high);
        }
    }

    /** The FHIR prefixes the store answers, for a stored point in time {@code t}. */
    public enum Comparison {
        /** {@code t} lies within the range (also no prefix). */
        EQ,
        /** {@code t} lies after the range. */
        GT,
        /** {@code t} lies within or after the range. */
        GE,
        /** {@code t} lies before the range. */
        LT,
        /** {@code t} lies before or within the range. */
        LE
    }
}
