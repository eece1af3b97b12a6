package com.medvigil.webhook;

import java.time.Instant;

/** How one HTTP request of a delivery went: the receiver's status, or why no answer came. */
record AttemptOutcome(Instant attemptedAt, long durationMillis, Integer statusCode, String error) {

    boolean succeeded() {
        return statusCode != null && statusCode >= 200 && statusCode < 300;
    }

    String describe() {
        return statusCode != null ? "HTTP " + statusCode : error;
    }
}
