package com.medvigil.fhir.derived;

import java.time.Instant;

/**
 * The instants a date search leaves open: from (inclusive) until (exclusive), either end open when
 * null. Each {@code identified} value of a search narrows it; several values must all hold.
 */
public record IdentifiedPeriod(Instant from, Instant until) {

    public static final IdentifiedPeriod ALWAYS = new IdentifiedPeriod(null, null);

    public boolean contains(Instant instant) {
        return (from == null || !instant.isBefore(from)) && (until == null || instant.isBefore(until));
    }

    /** The instants both periods leave open (possibly none). */
    public IdentifiedPeriod and(IdentifiedPeriod other) {
        Instant laterFrom = from == null ? other.from : other.from == null || from.isAfter(other.from) ? from : other.from;
        Instant earlierUntil = until == null ? other.until
                : other.until == null || until.isBefore(other.until) ? until : other.until;
        return new IdentifiedPeriod(laterFrom, earlierUntil);
    }
}
