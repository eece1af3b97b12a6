package com.medvigil.dashboard.cdsrules.web;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;

import com.medvigil.model.error.InvalidFieldException;

/** The periods the CDS rules page counts over, by when the cards were shown. */
enum StatisticsPeriod {

    DAYS_30("30d", "Last 30 days", Duration.ofDays(30)),
    DAYS_90("90d", "Last 90 days", Duration.ofDays(90)),
    DAYS_365("365d", "Last 365 days", Duration.ofDays(365)),
    ALL("all", "All time", null);

    private final String value;
    private final String label;
    private final Duration length;

    StatisticsPeriod(String value, String label, Duration length) {
        this.value = value;
        this.label = label;
        this.length = length;
    }

    static StatisticsPeriod of(String value) {
        if (value == null || value.isBlank()) {
            return ALL;
        }
        return Arrays.stream(values()).filter(period -> period.value.equals(value.strip())).findFirst()
                .orElseThrow(() -> new InvalidFieldException("period", "must be one of "
                        + String.join(", ", Arrays.stream(values()).map(StatisticsPeriod::value).toList())));
    }

    /** The earliest moment a counted card was shown. */
    Instant start(Instant now) {
        return length == null ? Instant.EPOCH : now.minus(length);
    }

    public String value() {
        return value;
    }

    public String label() {
        return label;
    }
}
