package com.medvigil.tenant.auth;

import java.util.List;

import org.springframework.security.authentication.AbstractAuthenticationToken;

import com.medvigil.model.tenant.AuthenticatedKey;

/** The security context's record of which key, of which tenant, made the request. */
public class ApiKeyAuthentication extends AbstractAuthenticationToken {

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
    public Object getCredentials() {
        return null;
    }

    @Override
    public Object getPrincipal() {
        return key.keyId();
    }
}
