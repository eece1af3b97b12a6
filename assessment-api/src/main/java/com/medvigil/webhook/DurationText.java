package com.medvigil.webhook;

import java.time.Duration;

/**
 * A period as a person reads it in a notice ("3 days", "36 hours", "90 minutes"): in the largest
 * unit that divides it, so that what is shown is exactly what was configured.
 */
public final class DurationText {

    private DurationText() {
    }

    public static String of(Duration period) {
        if (period.toSeconds() % 86_400 == 0) {
            return count(period.toDays(), "day");
        }
        if (period.toSeconds() % 3_600 == 0) {
            return count(period.toHours(), "hour");
        }
        if (period.toSeconds() % 60 == 0) {
            return count(period.toMinutes(), "minute");
        }
        return count(period.toSeconds(), "second");
    }

    private static String count(long amount, String unit) {
        return amount + " " + unit + (amount == 1 ? "" : "s");
    }
}
