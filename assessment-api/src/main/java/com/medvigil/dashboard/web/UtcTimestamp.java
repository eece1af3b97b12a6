package com.medvigil.dashboard.web;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * A moment as a page shows it: readable text in UTC, which every replica and every reader agree
 * on, and the exact ISO instant for the {@code datetime} attribute of {@code <time>}.
 */
public record UtcTimestamp(String text, String iso) {

    private static final DateTimeFormatter TEXT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'").withZone(ZoneOffset.UTC);

    /** Null for null, so templates can say "never" or "not yet". */
    public static UtcTimestamp of(Instant instant) {
        return instant == null ? null : new UtcTimestamp(TEXT.format(instant), instant.toString());
    }
}
