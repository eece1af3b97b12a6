package com.medvigil.webhook;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

import com.medvigil.model.webhook.DeliveryState;
import com.medvigil.model.webhook.Webhook;
import com.medvigil.operations.TenantTags;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * The webhook metrics (docs/operations.md): every delivery attempt by its attempt number, the
 * receiver's answer and what followed, and the work waiting in the database. Tags are bounded:
 * {@code tenant} by {@link TenantTags}, {@code attempt} by the retry schedule, the others by
 * fixed lists.
 */
@Component
class WebhookMetrics {

    /** Plain SQL across tenants on purpose: both counts are of the whole service, for operators. */
    private static final String UNDISPATCHED = "SELECT COUNT(*) FROM webhook_outbox WHERE dispatched_at IS NULL";
    private static final String PENDING = "SELECT COUNT(*) FROM webhook_delivery WHERE state = 'pending'";

    private final MeterRegistry registry;
    private final TenantTags tenantTags;

    WebhookMetrics(MeterRegistry registry, TenantTags tenantTags, JdbcTemplate jdbc) {
        this.registry = registry;
        this.tenantTags = tenantTags;
        Gauge.builder("medvigil.webhooks.outbox.depth", jdbc, sql -> count(sql, UNDISPATCHED))
                .description("Assessment events not yet fanned out into deliveries, on every replica (the shared outbox)")
                .register(registry);
        Gauge.builder("medvigil.webhooks.deliveries.pending", jdbc, sql -> count(sql, PENDING))
                .description("Deliveries due or waiting for a retry, on every replica")
                .register(registry);
    }

    /**
     * One attempt made: {@code response} is the receiver's status class or {@code none} (timeout,
     * network error); {@code outcome} is what followed: {@code delivered}, {@code retry_scheduled},
     * {@code failed} (no retries left), or {@code lease_lost} (another replica had taken it over).
     */
    void attempted(DeliveryQueue.Claim claim, AttemptOutcome attempt, DeliveryQueue.Recorded recorded) {
        Counter.builder("medvigil.webhooks.attempts")
                .description("Webhook delivery attempts, by attempt number, receiver's answer and outcome")
                .tag("tenant", tenantTags.of(claim.tenantId()))
                .tag("attempt", Integer.toString(claim.number()))
                .tag("response", attempt.statusCode() == null ? "none" : attempt.statusCode() / 100 + "xx")
                .tag("outcome", recorded.state().map(WebhookMetrics::outcomeOf).orElse("lease_lost"))
                .register(registry).increment();
    }

    private static String outcomeOf(DeliveryState state) {
        return state == DeliveryState.PENDING ? "retry_scheduled" : state.value();
    }

    private static double count(JdbcTemplate jdbc, String sql) {
        Long count = jdbc.queryForObject(sql, Long.class);
        return count == null ? 0 : count;
    }
}
