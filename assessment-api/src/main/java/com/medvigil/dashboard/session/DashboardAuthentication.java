package com.medvigil.dashboard.session;

import java.util.UUID;

import org.springframework.security.authentication.AbstractAuthenticationToken;
import org.springframework.security.core.authority.AuthorityUtils;

/**
 * The security context's record of a signed-in administrator: the e-mail address a sign-in link
 * proved, and the tenant chosen with it. Rebuilt from the session on every request.
 */
final class DashboardAuthentication extends AbstractAuthenticationToken {

    private static final long serialVersionUID = 1L;

    private final String email;
    private final UUID tenantId;

    DashboardAuthentication(String email, UUID tenantId) {
        super(AuthorityUtils.NO_AUTHORITIES);
        this.email = email;
        this.tenantId = tenantId;
        setAuthenticated(true);
    }

    String email() {
        return email;
    }

    UUID tenantId() {
        return tenantId;
    }

    @Override
    public Object getPrincipal() {
        return email;
    }

    @Override
    public Object getCredentials() {
        return null;
    }
}
