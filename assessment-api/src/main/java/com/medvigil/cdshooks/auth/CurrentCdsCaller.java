package com.medvigil.cdshooks.auth;

import java.util.Optional;

import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;

import com.medvigil.cdshooks.CdsCaller;
import com.medvigil.tenant.auth.ApiKeyAuthentication;

/**
 * Who called the CDS service endpoint the current request is for: the CDS client its JWT
 * proved, or the API key it presented instead. Empty outside an authenticated request.
 */
@Component
public class CurrentCdsCaller {

    public Optional<CdsCaller> get() {
        Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
        if (authentication instanceof CdsClientAuthentication client) {
            return Optional.of(client.caller());
        }
        if (authentication instanceof ApiKeyAuthentication apiKey) {
            return Optional.of(CdsCaller.apiKey(apiKey.key().tenantId(), apiKey.key().keyId()));
        }
        return Optional.empty();
    }

    /** The caller of a request that passed authentication; its absence is a programming error. */
    public CdsCaller require() {
        return get().orElseThrow(() -> new IllegalStateException("No authenticated CDS caller on this thread"));
    }
}
