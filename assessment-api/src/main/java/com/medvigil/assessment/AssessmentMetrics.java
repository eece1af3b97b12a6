package com.medvigil.assessment;

import java.time.Duration;
import java.util.UUID;

import org.springframework.stereotype.Component;

import com.medvigil.model.assessment.AssessmentJobs;
import com.medvigil.model.assessment.Assessments;
import com.medvigil.model.assessment.RiskLevel;
import com.medvigil.operations.TenantTags;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

/**
 * The assessment metrics (docs/operations.md): assessments requested, completed (by risk
 * level) and failed, the time from request to completion, and the queue of jobs. Tags are bounded:
 * {@code tenant} by {@link TenantTags}, {@code risk_level} by the three levels.
 */
@Component
class AssessmentMetrics {

    /** Histogram buckets of the request-to-completion time: milliseconds normally, minutes after a crash. */
    private static final Duration[] LATENCY_BUCKETS = {
            Duration.ofMillis(10), Duration.ofMillis(25), Duration.ofMillis(50), Duration.ofMillis(100),
            Duration.ofMillis(150), Duration.ofMillis(250), Duration.ofMillis(500), Duration.ofSeconds(1),
            Duration.ofSeconds(2), Duration.ofSeconds(5), Duration.ofSeconds(10), Duration.ofSeconds(30),
            Duration.ofMinutes(1), Duration.ofMinutes(2), Duration.ofMinutes(5)};

    private final MeterRegistry registry;
    private final TenantTags tenantTags;
    private final Timer latency;

    AssessmentMetrics(MeterRegistry registry, TenantTags tenantTags, AssessmentJobs jobs) {
        this.registry = registry;
        this.tenantTags = tenantTags;
        this.latency = Timer.builder("medvigil.assessments.latency")
                .description("Time from the request's acceptance to the assessment's completion")
                .serviceLevelObjectives(LATENCY_BUCKETS)
                .register(registry);
        Gauge.builder("medvigil.assessments.queue.depth", jobs, AssessmentJobs::depth)
                .description("Assessments waiting for or in processing, on every replica (the shared job table)")
                .register(registry);
    }

    /** Named "requested", not "created": Prometheus reserves the _created suffix and would drop it. */
    void accepted(UUID tenantId) {
        Counter.builder("medvigil.assessments.requested")
                .description("Assessments created: requests accepted with 202")
                .tag("tenant", tenantTags.of(tenantId))
                .register(registry).increment();
    }

    void completed(UUID tenantId, RiskLevel riskLevel, Duration sinceRequest) {
        Counter.builder("medvigil.assessments.completed")
                .description("Assessments completed, by risk level")
                .tag("tenant", tenantTags.of(tenantId))
                .tag("risk_level", riskLevel.name())
                .register(registry).increment();
        latency.record(sinceRequest);
    }

    void failed(UUID tenantId) {
        Counter.builder("medvigil.assessments.failed")
                .description("Assessments marked FAILED")
                .tag("tenant", tenantTags.of(tenantId))
                .register(registry).increment();
    }
}
