package com.medvigil.assessment;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * How this instance processes assessments: whether at all (an instance may serve the API only),
 * worker threads, how often it looks for work that no instance took at once (or that a crashed
 * instance left), how long a claim lasts, and how often a failing attempt is retried before the
 * assessment is marked FAILED.
 */
@ConfigurationProperties("medvigil.assessments")
public record AssessmentProcessingProperties(Boolean processingEnabled, Integer workers, Duration pollInterval,
                                             Duration lease, Integer maxAttempts, Duration retryDelay,
                                             Integer queueCapacity) {

    public AssessmentProcessingProperties {
        processingEnabled = processingEnabled == null || processingEnabled;
        workers = workers == null ? 2 : workers;
        pollInterval = pollInterval == null ? Duration.ofSeconds(1) : pollInterval;
        lease = lease == null ? Duration.ofMinutes(1) : lease;
        maxAttempts = maxAttempts == null ? 3 : maxAttempts;
        retryDelay = retryDelay == null ? Duration.ofSeconds(5) : retryDelay;
        queueCapacity = queueCapacity == null ? 500 : queueCapacity;
        if (workers < 1 || maxAttempts < 1 || queueCapacity < 1) {
            throw new IllegalArgumentException("medvigil.assessments: workers, max-attempts and queue-capacity must be at least 1");
        }
    }
}
