package com.medvigil.tenant.ratelimit;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

import javax.sql.DataSource;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import com.medvigil.model.persistence.ConnectedDatabase;

import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.distributed.ExpirationAfterWriteStrategy;
import io.github.bucket4j.distributed.remote.Request;
import io.github.bucket4j.distributed.versioning.Versions;

/**
 * Token buckets stored in the {@code rate_limit_bucket} table. Each draw locks the bucket's row
 * ({@link TableTokenBuckets}), so replicas sharing the database share the budget exactly.
 * Under that lock a bucket also takes the limit of the request at hand (see {@link DrawUnderCurrentLimit}).
 */
@Component
public class RateLimiter {

    private static final Duration WINDOW = Duration.ofMinutes(1);
    /** A full bucket's row is kept this long after it refilled, then swept. */
    private static final Duration KEEP_AFTER_FULL = Duration.ofMinutes(1);
    private static final int SWEEP_BATCH = 1000;

    private final TableTokenBuckets buckets;
    private final ExpirationAfterWriteStrategy expiration;

    RateLimiter(DataSource dataSource, ConnectedDatabase database) {
        this.expiration = ExpirationAfterWriteStrategy.basedOnTimeForRefillingBucketUpToMax(KEEP_AFTER_FULL);
        this.buckets = new TableTokenBuckets(dataSource,
                database.isEmbedded() ? TableTokenBuckets.BucketSql.H2 : TableTokenBuckets.BucketSql.POSTGRESQL, expiration);
    }

    /**
     * Draws one token from the bucket, creating it full on first use. The whole minute's tokens
     * return at once when the minute is over, so "100 per minute" means exactly that, and
     * RateLimit-Reset is the moment the budget is whole again.
     */
    RateLimitDecision tryConsume(String bucketKey, int perMinute) {
        return tryConsume(bucketKey, perMinute, WINDOW);
    }

    /**
     * The same for a bucket of {@code capacity} tokens that all return once {@code window} is
     * over, for limits that are not per minute (the dashboard's sign-in requests per e-mail address and hour).
     * A bucket stored with another capacity or window takes these at this draw.
     */
    public RateLimitDecision tryConsume(String bucketKey, int capacity, Duration window) {
        BucketConfiguration configuration = BucketConfiguration.builder()
                .addLimit(limit -> limit.capacity(capacity).refillIntervally(capacity, window))
                .build();
        ConsumptionProbe probe = draw(bucketKey, configuration);
        return new RateLimitDecision(
                probe.isConsumed(),
                capacity,
                probe.getRemainingTokens(),
                secondsRoundedUp(probe.getNanosToWaitForReset()),
                Math.max(1, secondsRoundedUp(probe.getNanosToWaitForRefill())));
    }

    private ConsumptionProbe draw(String bucketKey, BucketConfiguration configuration) {
        // Run straight in the manager's row-locked transaction: the bucket proxies of Bucket4j's
        // builder run Bucket4j's own commands only. (The client-side time is unused: the
        // select-for-update managers take their own clock.)
        Request<ConsumptionProbe> request = new Request<>(new DrawUnderCurrentLimit(configuration), Versions.getLatest(),
                null, expiration);
        return buckets.execute(bucketKey, request).getData();
    }

    /** Deletes buckets that have been full for a while; SKIP LOCKED lets every replica run it. */
    @Scheduled(fixedDelayString = "PT5M", initialDelayString = "PT1M")
    void sweepFullBuckets() {
        while (buckets.removeExpired(SWEEP_BATCH) == SWEEP_BATCH) {
            // another batch may be waiting
        }
    }

    private static long secondsRoundedUp(long nanos) {
        return (nanos + TimeUnit.SECONDS.toNanos(1) - 1) / TimeUnit.SECONDS.toNanos(1);
    }
}
