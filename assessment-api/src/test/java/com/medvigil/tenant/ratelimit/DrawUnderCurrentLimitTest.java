package com.medvigil.tenant.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.distributed.remote.MutableBucketEntry;
import io.github.bucket4j.distributed.remote.RemoteBucketState;

/** The draw on one stored bucket whose limit changes between requests, on Bucket4j's in-memory state. */
class DrawUnderCurrentLimitTest {

    private static final long START = Duration.ofHours(1).toNanos();

    private final MutableBucketEntry bucket = new MutableBucketEntry((RemoteBucketState) null);

    private ConsumptionProbe draw(int perMinute, Duration afterStart) {
        BucketConfiguration limit = BucketConfiguration.builder()
                .addLimit(l -> l.capacity(perMinute).refillIntervally(perMinute, Duration.ofMinutes(1)))
                .build();
        return new DrawUnderCurrentLimit(limit).execute(bucket, START + afterStart.toNanos()).getData();
    }

    @Test
    void aNewBucketStartsFullUnderTheLimit() {
        ConsumptionProbe first = draw(100, Duration.ZERO);

        assertThat(first.isConsumed()).isTrue();
        assertThat(first.getRemainingTokens()).isEqualTo(99);
    }

    @Test
    void aLoweredLimitLeavesAtMostItsOwnCapacityAndKeepsTheMinuteThatIsRunning() {
        draw(1_000_000, Duration.ZERO);

        ConsumptionProbe lowered = draw(100, Duration.ofSeconds(10));

        assertThat(lowered.isConsumed()).isTrue();
        assertThat(lowered.getRemainingTokens()).isEqualTo(99);
        assertThat(Duration.ofNanos(lowered.getNanosToWaitForReset())).isEqualTo(Duration.ofSeconds(50));
    }

    @Test
    void aRaisedLimitKeepsTheTokensLeftUntilTheMinuteIsOver() {
        for (int i = 0; i < 3; i++) {
            draw(3, Duration.ZERO);
        }

        ConsumptionProbe raised = draw(1000, Duration.ofSeconds(1));
        ConsumptionProbe nextMinute = draw(1000, Duration.ofSeconds(60));

        assertThat(raised.isConsumed()).isFalse();
        assertThat(nextMinute.isConsumed()).isTrue();
        assertThat(nextMinute.getRemainingTokens()).isEqualTo(999);
    }

    @Test
    void anUnchangedLimitCountsOn() {
        draw(100, Duration.ZERO);
        draw(100, Duration.ofSeconds(1));

        assertThat(draw(100, Duration.ofSeconds(2)).getRemainingTokens()).isEqualTo(97);
    }
}
