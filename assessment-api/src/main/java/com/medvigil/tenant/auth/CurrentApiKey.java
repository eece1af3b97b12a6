package com.medvigil.tenant.auth;

import java.util.Optional;

import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;

import com.medvigil.model.tenant.AuthenticatedKey;

/** The key the current request authenticated with, for features that record who did what. */
@Component
public class CurrentApiKey {

    public Optional<AuthenticatedKey> get() {
        Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
        return authentication instanceof ApiKeyAuthentication apiKey ? Optional.of(apiKey.key()) : Optional.empty();
    }
}
