package com.medvigil.cdshooks.auth;

import java.util.List;
import java.util.UUID;

import org.springframework.security.authentication.AbstractAuthenticationToken;

import com.medvigil.cdshooks.CdsCaller;
import com.medvigil.tenant.auth.RateLimitedAuthentication;

/** The security context's record of which CDS client, of which tenant, called a CDS service; rate-limited per client. */
class CdsClientAuthentication extends AbstractAuthenticationToken implements RateLimitedAuthentication {

    private static final long serialVersionUID = 1L;

    private final transient CdsCaller caller;
    private final Integer tenantRateLimitPerMinute;

    CdsClientAuthentication(CdsCaller caller, Integer tenantRateLimitPerMinute) {
        super(List.of());
        this.caller = caller;
        this.tenantRateLimitPerMinute = tenantRateLimitPerMinute;
        setAuthenticated(true);
    }

    CdsCaller caller() {
        return caller;
    }

    @Override
    public String rateLimitBucket() {
        return "cds-client:" + caller.cdsClientId();
    }

    @Override
    public String rateLimitKind() {
        return "cds_client";
    }

    @Override
    public UUID tenantId() {
        return caller.tenantId();
    }

    @Override
    public Integer tenantRateLimitPerMinute() {
        return tenantRateLimitPerMinute;
    }

    @Override
    public Object getCredentials() {
        return null;
    }

    @Override
    public Object getPrincipal() {
        return caller.cdsClientId();
    }
}
