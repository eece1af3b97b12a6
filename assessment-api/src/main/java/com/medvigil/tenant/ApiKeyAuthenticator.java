package com.medvigil.tenant;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.tenant.ApiKeySecret;
import com.medvigil.model.tenant.ApiKeys;
import com.medvigil.model.tenant.AuthenticatedKey;

/** Resolves a presented API key to its tenant, and keeps the key's lastUsedAt roughly current. */
@Component
public class ApiKeyAuthenticator {

    /** lastUsedAt is a "recently used" hint for people, so one write a minute per key is plenty. */
    static final Duration LAST_USED_RESOLUTION = Duration.ofMinutes(1);

    private final ApiKeys apiKeys;
    private final TenantContext tenantContext;
    private final TransactionTemplate transaction;
    private final Clock clock;

    ApiKeyAuthenticator(ApiKeys apiKeys, TenantContext tenantContext, PlatformTransactionManager transactionManager,
                        Clock clock) {
        this.apiKeys = apiKeys;
        this.tenantContext = tenantContext;
        this.transaction = new TransactionTemplate(transactionManager);
        this.clock = clock;
    }

    /** The key's tenant if the key exists and is not revoked; revocation takes effect on the next request. */
    public Optional<AuthenticatedKey> authenticate(String presentedKey) {
        if (!ApiKeySecret.hasKeyShape(presentedKey)) {
            return Optional.empty();
        }
        String hash = ApiKeySecret.hashOf(presentedKey);
        return tenantContext.callForAllTenants(() -> apiKeys.findActiveBySecretHash(hash));
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
