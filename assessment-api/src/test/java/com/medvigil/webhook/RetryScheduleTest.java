package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.Test;

class RetryScheduleTest {

    static final Instant FIRST = Instant.parse("2026-01-05T10:00:00Z");

    final WebhookProperties defaults = new WebhookProperties(null, null, null, null, null, null, null, null, null, null, null, null);

    @Test
    void theDefaultScheduleMakesSevenAttemptsTheLastWithinFifteenMinutes() {
        RetrySchedule schedule = new RetrySchedule(defaults.retryBackoff(), 0.2, () -> 0.0);
        Instant at = FIRST;
        int attempts = 1;
        Optional<Instant> next;
        while ((next = schedule.nextAttempt(attempts, FIRST, at)).isPresent()) {
            assertThat(next.get()).isAfter(at);
            at = next.get();
            attempts++;
        }

        assertThat(attempts).isEqualTo(7).isEqualTo(schedule.maxAttempts());
        assertThat(Duration.between(FIRST, at)).isEqualTo(Duration.ofSeconds(880)).isLessThan(Duration.ofMinutes(15));
    }

    @Test
    void theWaitsGrowExponentially() {
        List<Duration> steps = defaults.retryBackoff();

        for (int i = 1; i < steps.size(); i++) {
            assertThat(steps.get(i)).isGreaterThan(steps.get(i - 1));
        }
    }

    @Test
    void jitterOnlyShortensAWaitByAtMostTheConfiguredFraction() {
        Random random = new Random(42);
        RetrySchedule schedule = new RetrySchedule(List.of(Duration.ofSeconds(10)), 0.2, random::nextDouble);

        for (int i = 0; i < 1000; i++) {
            Duration wait = Duration.between(FIRST, schedule.nextAttempt(1, FIRST, FIRST).orElseThrow());
            assertThat(wait).isBetween(Duration.ofSeconds(8), Duration.ofSeconds(10));
        }
    }

    @Test
    void jitterSpreadsRetriesOut() {
        Random random = new Random(7);
        RetrySchedule schedule = new RetrySchedule(List.of(Duration.ofSeconds(10)), 0.2, random::nextDouble);

        long distinct = java.util.stream.IntStream.range(0, 50)
                .mapToObj(i -> schedule.nextAttempt(1, FIRST, FIRST).orElseThrow())
                .distinct().count();

        assertThat(distinct).isGreaterThan(40);
    }

    @Test
    void noRetryIsScheduledPastTheWindowAfterTheFirstAttempt() {
        RetrySchedule schedule = new RetrySchedule(List.of(Duration.ofMinutes(2)), 0, () -> 0.0);

        assertThat(schedule.nextAttempt(1, FIRST, FIRST.plus(Duration.ofMinutes(12)))).isPresent();
        assertThat(schedule.nextAttempt(1, FIRST, FIRST.plus(Duration.ofMinutes(14)))).isEmpty();
    }

    @Test
    void afterTheLastStepThereIsNoRetry() {
        RetrySchedule schedule = new RetrySchedule(List.of(Duration.ofSeconds(1)), 0, () -> 0.0);

        assertThat(schedule.nextAttempt(1, FIRST, FIRST)).contains(FIRST.plusSeconds(1));
        assertThat(schedule.nextAttempt(2, FIRST, FIRST)).isEmpty();
    }
}
