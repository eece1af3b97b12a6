package com.medvigil.cdshooks.auth;

import org.springframework.security.authentication.BadCredentialsException;

/**
 * A CDS client's token refused. The message is the short reason the client is told in the 401:
 * which check failed, never what the service expected or knows (no keys, no other tenants).
 */
class CdsTokenRejected extends BadCredentialsException {

    private static final long serialVersionUID = 1L;

    CdsTokenRejected(String reason) {
        super(reason);
    }
}
