package com.medvigil.tenant;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.UUID;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.tenant.ApiKey;
import com.medvigil.model.tenant.ApiKeyName;
import com.medvigil.model.tenant.ApiKeySecret;
import com.medvigil.model.tenant.ApiKeys;

/** Creates and revokes the current tenant's API keys. */
@Service
public class ApiKeyIssuer {

    private final ApiKeys apiKeys;
    private final SecureRandom random = new SecureRandom();
    private final Clock clock;

    ApiKeyIssuer(ApiKeys apiKeys, Clock clock) {
        this.apiKeys = apiKeys;
        this.clock = clock;
    }

    /** A new key; its secret is returned this once and only its hash is stored. */
    @Transactional
    public IssuedApiKey issue(ApiKeyName name) {
        ApiKeySecret secret = ApiKeySecret.generate(random);
        ApiKey key = apiKeys.save(new ApiKey(name, secret, clock.instant()));
        return new IssuedApiKey(key, secret);
    }

    /** Revokes the key at once; revoking a revoked key changes nothing. */
    @Transactional
    public void revoke(UUID keyId) {
        ApiKey key = apiKeys.findById(keyId).orElseThrow(() -> new NotFoundException("API key", keyId));
        key.revoke(clock.instant());
    }
}
