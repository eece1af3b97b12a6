package com.medvigil.webhook;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of webhook delivery ({@code medvigil.webhooks.*}). The defaults follow DECISIONS:
 * 10-second attempts, retries with exponential backoff whose last one falls within 15 minutes
 * of the first attempt, and no deliveries to private addresses.
 *
 * @param secretEncryptionKey     AES-256 key (32 bytes, base64) that encrypts webhook secrets; when absent,
 *                                a key is read from (or created in) {@code secretEncryptionKeyFile}
 * @param secretEncryptionKeyFile where the embedded default keeps its generated key
 * @param allowPrivateAddresses   whether URLs may point at loopback, private, link-local or metadata addresses
 * @param timeout                 the longest one attempt may take, connection included
 * @param retryBackoff            the wait before each retry, in order; their sum fits the retry window
 * @param retryJitter             the fraction by which each wait is shortened at random, so receivers
 *                                that failed together are not retried together
 * @param pollInterval            how often each replica looks for work it was not told about
 * @param lease                   how long a claimed delivery stays with its replica before another may take it over
 * @param workers                 attempts one replica makes at the same time
 * @param retention               how long finished deliveries and their events are kept
 * @param disableAfter            how long every attempt at a webhook may fail before the service
 *                                disables it (Stripe's and the Standard Webhooks guidance: days, not minutes)
 * @param dispatchDelay           how long after a commit that added work the replica dispatches it; the
 *                                events committed meanwhile share one dispatch round, which under a steady
 *                                stream of assessments costs one round per batch rather than one per event
 */
@ConfigurationProperties("medvigil.webhooks")
public record WebhookProperties(String secretEncryptionKey, Path secretEncryptionKeyFile, Boolean allowPrivateAddresses,
                                Duration timeout, List<Duration> retryBackoff, Double retryJitter,
                                Duration pollInterval, Duration lease, Integer workers, Duration retention,
                                Duration disableAfter, Duration dispatchDelay) {

    /** DECISIONS: the last retry falls within 15 minutes of the first attempt. */
    public static final Duration RETRY_WINDOW = Duration.ofMinutes(15);

    public WebhookProperties {
        secretEncryptionKey = secretEncryptionKey == null || secretEncryptionKey.isBlank() ? null : secretEncryptionKey.strip();
        secretEncryptionKeyFile = secretEncryptionKeyFile == null ? Path.of("data", "webhook-secret.key") : secretEncryptionKeyFile;
        allowPrivateAddresses = allowPrivateAddresses != null && allowPrivateAddresses;
        timeout = timeout == null ? Duration.ofSeconds(10) : timeout;
        retryBackoff = retryBackoff == null
                ? List.of(Duration.ofSeconds(10), Duration.ofSeconds(30), Duration.ofMinutes(1), Duration.ofMinutes(2),
                        Duration.ofMinutes(4), Duration.ofMinutes(7))
                : List.copyOf(retryBackoff);
        retryJitter = retryJitter == null ? 0.2 : retryJitter;
        pollInterval = pollInterval == null ? Duration.ofSeconds(2) : pollInterval;
        lease = lease == null ? Duration.ofSeconds(60) : lease;
        workers = workers == null ? 16 : workers;
        retention = retention == null ? Duration.ofDays(30) : retention;
        disableAfter = disableAfter == null ? Duration.ofDays(3) : disableAfter;
        dispatchDelay = dispatchDelay == null ? Duration.ofMillis(50) : dispatchDelay;

        requirePositive("timeout", timeout);
        requirePositive("poll-interval", pollInterval);
        requirePositive("retention", retention);
        retryBackoff.forEach(step -> requirePositive("retry-backoff", step));
        Duration schedule = retryBackoff.stream().reduce(Duration.ZERO, Duration::plus);
        if (schedule.compareTo(RETRY_WINDOW) > 0) {
            throw new IllegalArgumentException("medvigil.webhooks.retry-backoff adds up to " + schedule
                    + ", more than the retry window of " + RETRY_WINDOW);
        }
        if (retryJitter < 0 || retryJitter >= 1) {
            throw new IllegalArgumentException("medvigil.webhooks.retry-jitter must be at least 0 and less than 1");
        }
        // A lease shorter than an attempt would let a second replica send while the first still waits.
        if (lease.compareTo(timeout.multipliedBy(2)) < 0) {
            throw new IllegalArgumentException("medvigil.webhooks.lease must be at least twice the timeout (" + timeout + ")");
        }
        // Shorter, one delivery's own retries could disable a webhook whose receiver is merely restarting.
        if (disableAfter.compareTo(RETRY_WINDOW) < 0) {
            throw new IllegalArgumentException("medvigil.webhooks.disable-after must be at least the retry window of "
                    + RETRY_WINDOW.toMinutes() + " minutes");
        }
        if (dispatchDelay.isNegative() || dispatchDelay.compareTo(pollInterval) > 0) {
            throw new IllegalArgumentException("medvigil.webhooks.dispatch-delay must be between 0 and the poll interval");
        }
        if (workers < 1) {
            throw new IllegalArgumentException("medvigil.webhooks.workers must be at least 1");
        }
    }

    private static void requirePositive(String name, Duration value) {
        if (value.isNegative() || value.isZero()) {
            throw new IllegalArgumentException("medvigil.webhooks." + name + " must be positive");
        }
    }
}
