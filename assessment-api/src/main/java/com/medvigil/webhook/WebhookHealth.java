package com.medvigil.webhook;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.webhook.WebhookStatus;

/**
 * A webhook's run of failures, kept on its row by one statement each, in the transaction that
 * records the attempt (docs/webhooks.md, "Health and automatic disabling"). Each statement reads
 * and writes the row in the database, never a value read earlier, so replicas recording attempts
 * of one webhook at once cannot undo each other.
 *
 * <p>In SQL rather than JPQL: every attempt pays for these, and in a tenant's session Hibernate
 * translates JPQL afresh at each call (its tenant filter makes the plan uncacheable). SQL has no
 * tenant filter, so each statement names the current scope's tenant itself: an id of another
 * tenant's webhook matches no row.
 */
@Component
class WebhookHealth {

    private final JdbcClient jdbc;
    private final TenantContext tenantContext;

    WebhookHealth(JdbcClient jdbc, TenantContext tenantContext) {
        this.jdbc = jdbc;
        this.tenantContext = tenantContext;
    }

    /** A 2xx answer ends the webhook's run of failures, whatever it was. */
    int recordSuccess(UUID webhookId, Instant attemptedAt) {
        return jdbc.sql("""
                        UPDATE webhook SET last_success_at = :attemptedAt, consecutive_failures = 0, failing_since = NULL
                         WHERE id = :id AND tenant_id = :tenant
                        """)
                .param("attemptedAt", utc(attemptedAt)).param("id", webhookId).param("tenant", tenantContext.requireTenantId())
                .update();
    }

    /**
     * Counts a failed attempt in the database itself, so that replicas recording failures of one
     * webhook at the same moment each add theirs; the first failure of a run dates it.
     */
    int recordFailure(UUID webhookId, Instant attemptedAt) {
        return jdbc.sql("""
                        UPDATE webhook SET consecutive_failures = consecutive_failures + 1,
                               failing_since = COALESCE(failing_since, :attemptedAt)
                         WHERE id = :id AND tenant_id = :tenant
                        """)
                .param("attemptedAt", utc(attemptedAt)).param("id", webhookId).param("tenant", tenantContext.requireTenantId())
                .update();
    }

    /**
     * Disables the webhook if it is active and its run of failures began at or before the cutoff,
     * and answers 1 when it did. One conditional statement, so that of the replicas recording
     * failures at once exactly one disables it, and a success or a re-enabling committed first
     * wins. The legacy configuration is left active: its endpoint has no status to enable it with.
     */
    int disableIfFailingSince(UUID webhookId, Instant cutoff, String reason, Instant now) {
        return jdbc.sql("""
                        UPDATE webhook SET status = :disabled, disabled_at = :now, disabled_reason = :reason, updated_at = :now
                         WHERE id = :id AND tenant_id = :tenant AND status = :active AND legacy_tenant_id IS NULL
                           AND failing_since <= :cutoff
                        """)
                .param("disabled", WebhookStatus.DISABLED.value()).param("now", utc(now)).param("reason", reason)
                .param("id", webhookId).param("tenant", tenantContext.requireTenantId())
                .param("active", WebhookStatus.ACTIVE.value()).param("cutoff", utc(cutoff))
                .update();
    }

    /** The JDBC drivers of both databases take an OffsetDateTime for a TIMESTAMP WITH TIME ZONE. */
    private static OffsetDateTime utc(Instant instant) {
        return OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
    }
}
