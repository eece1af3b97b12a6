package com.medvigil.webhook;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * When a failed delivery is tried again: after the configured backoff step for the attempts made
 * so far, shortened by a random fraction (jitter, so that receivers that failed together are not
 * all retried at the same instant), and never later than the retry window after the first attempt.
 */
@Component
class RetrySchedule {

    private final List<Duration> steps;
    private final double jitter;
    private final DoubleSupplier random;

    @Autowired
    RetrySchedule(WebhookProperties properties) {
        this(properties.retryBackoff(), properties.retryJitter(), () -> ThreadLocalRandom.current().nextDouble());
    }

    RetrySchedule(List<Duration> steps, double jitter, DoubleSupplier random) {
        this.steps = List.copyOf(steps);
        this.jitter = jitter;
        this.random = random;
    }

    /**
     * The time of the next attempt after {@code attemptsMade} failed ones, or empty when the
     * delivery has had its last attempt.
     */
    Optional<Instant> nextAttempt(int attemptsMade, Instant firstAttemptAt, Instant now) {
        if (attemptsMade < 1 || attemptsMade > steps.size()) {
            return Optional.empty();
        }
        long stepMillis = steps.get(attemptsMade - 1).toMillis();
        long waitMillis = stepMillis - (long) (stepMillis * jitter * random.getAsDouble());
        Instant next = now.plusMillis(waitMillis);
        return next.isAfter(firstAttemptAt.plus(WebhookProperties.RETRY_WINDOW)) ? Optional.empty() : Optional.of(next);
    }

    int maxAttempts() {
        return steps.size() + 1;
    }
}
