package com.medvigil.cdshooks.auth;

import java.util.List;

import org.springframework.security.authentication.AbstractAuthenticationToken;

import com.medvigil.cdshooks.CdsCaller;

/** The security context's record of which CDS client, of which tenant, called a CDS service. */
class CdsClientAuthentication extends AbstractAuthenticationToken {

    private static final long serialVersionUID = 1L;

    private final transient CdsCaller caller;

    CdsClientAuthentication(CdsCaller caller) {
        super(List.of());
        this.caller = caller;
        setAuthenticated(true);
    }

    CdsCaller caller() {
        return caller;
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
