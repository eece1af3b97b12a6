package com.medvigil.tenant.auth;

import java.util.List;
import java.util.UUID;

import org.springframework.security.authentication.AbstractAuthenticationToken;

import com.medvigil.model.tenant.AuthenticatedKey;

/** The security context's record of which key, of which tenant, made the request. */
public class ApiKeyAuthentication extends AbstractAuthenticationToken implements RateLimitedAuthentication {

    private static final long serialVersionUID = 1L;

    private final transient AuthenticatedKey key;

    ApiKeyAuthentication(AuthenticatedKey key) {
        super(List.of());
        this.key = key;
        setAuthenticated(true);
    }

    public AuthenticatedKey key() {
        return key;
    }

    @Override
    public String rateLimitBucket() {
        return "key:" + key.keyId();
    }

    @Override
    public String rateLimitKind() {
        return "api_key";
    }

    @Override
    public UUID tenantId() {
        return key.tenantId();
    }

    @Override
    public Integer tenantRateLimitPerMinute() {
        return key.tenantRateLimitPerMinute();
    }

    @Override
    public Object getCredentials() {
        return null;
    }

    @Override
    public Object getPrincipal() {
        return key.keyId();
    }
}
