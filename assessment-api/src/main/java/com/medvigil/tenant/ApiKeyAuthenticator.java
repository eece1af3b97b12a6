package com.medvigil.tenant;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Optional;
import java.util.UUID;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.tenant.ApiKeySecret;
import com.medvigil.model.tenant.ApiKeys;
import com.medvigil.model.tenant.AuthenticatedKey;

/** Resolves a presented API key to its tenant, and keeps the key's lastUsedAt roughly current. */
@Component
public class ApiKeyAuthenticator {

    /** lastUsedAt is a "recently used" hint for people, so one write a minute per key is plenty. */
    static final Duration LAST_USED_RESOLUTION = Duration.ofMinutes(1);

    private final ApiKeys apiKeys;
    private final JdbcClient jdbc;
    private final TransactionTemplate transaction;
    private final Clock clock;

    ApiKeyAuthenticator(ApiKeys apiKeys, JdbcClient jdbc, PlatformTransactionManager transactionManager, Clock clock) {
        this.apiKeys = apiKeys;
        this.jdbc = jdbc;
        this.transaction = new TransactionTemplate(transactionManager);
        this.clock = clock;
    }

    /**
     * The key's tenant if the key exists and is not revoked; revocation takes effect on the next
     * request. In SQL rather than JPQL: every request pays for this lookup, before any tenant is
     * known, and Hibernate would translate the query afresh each time.
     */
    public Optional<AuthenticatedKey> authenticate(String presentedKey) {
        if (!ApiKeySecret.hasKeyShape(presentedKey)) {
            return Optional.empty();
        }
        return jdbc.sql("""
                        SELECT k.id, t.id AS tenant_id, t.code, t.rate_limit_per_minute, k.last_used_at
                          FROM api_key k JOIN tenant t ON t.id = k.tenant_id
                         WHERE k.secret_hash = :secretHash AND k.revoked_at IS NULL
                        """)
                .param("secretHash", ApiKeySecret.hashOf(presentedKey))
                .query((row, number) -> new AuthenticatedKey(row.getObject("id", UUID.class),
                        row.getObject("tenant_id", UUID.class), row.getString("code"),
                        (Integer) row.getObject("rate_limit_per_minute"),
                        instantOf(row.getObject("last_used_at", OffsetDateTime.class))))
                .optional();
    }

    private static Instant instantOf(OffsetDateTime time) {
        return time == null ? null : time.toInstant();
    }

    /** Call inside the key's tenant scope. */
    public void recordUse(AuthenticatedKey key) {
        Instant now = clock.instant();
        Instant staleBefore = now.minus(LAST_USED_RESOLUTION);
        if (key.lastUsedAt() == null || key.lastUsedAt().isBefore(staleBefore)) {
            transaction.executeWithoutResult(status -> apiKeys.recordUse(key.keyId(), now, staleBefore));
        }
    }
}
