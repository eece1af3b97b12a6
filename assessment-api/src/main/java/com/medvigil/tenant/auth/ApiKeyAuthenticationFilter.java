package com.medvigil.tenant.auth;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.AuthenticationEntryPoint;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.tenant.AuthenticatedKey;
import com.medvigil.tenant.ApiKeyAuthenticator;
import com.medvigil.web.ApiPaths;

/**
 * Authenticates the request's API key and runs the rest of the request inside the key's tenant
 * scope, so every query that follows is filtered to that tenant.
 */
@Component
class ApiKeyAuthenticationFilter extends OncePerRequestFilter {

    private final ApiKeyAuthenticator authenticator;
    private final TenantContext tenantContext;
    private final AuthenticationEntryPoint entryPoint;

    ApiKeyAuthenticationFilter(ApiKeyAuthenticator authenticator, TenantContext tenantContext,
                               ApiAuthenticationEntryPoint entryPoint) {
        this.authenticator = authenticator;
        this.tenantContext = tenantContext;
        this.entryPoint = entryPoint;
    }

    /**
     * Registration, CDS discovery and the FHIR CapabilityStatement are open (a key presented there
     * is not even checked, so the answer is the same with or without one); a CDS service call that the filter before this one
     * authenticated by its JWT (the security context holds its authentication) needs no key.
     */
    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return ApiPaths.isRegistration(request) || ApiPaths.isCdsDiscovery(request) || ApiPaths.isFhirCapabilities(request)
                || (ApiPaths.isCdsServiceCall(request) && SecurityContextHolder.getContext().getAuthentication() != null);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        AuthenticatedKey key;
        try {
            key = authenticate(PresentedCredentials.from(request));
        } catch (AuthenticationException failure) {
            SecurityContextHolder.clearContext();
            entryPoint.commence(request, response, failure);
            return;
        }
        SecurityContext context = SecurityContextHolder.createEmptyContext();
        context.setAuthentication(new ApiKeyAuthentication(key));
        SecurityContextHolder.setContext(context);
        try (TenantContext.Scope ignored = tenantContext.enter(key.tenantId())) {
            authenticator.recordUse(key);
            chain.doFilter(request, response);
        } finally {
            SecurityContextHolder.clearContext();
        }
    }

    private AuthenticatedKey authenticate(PresentedCredentials credentials) {
        AuthenticatedKey key = authenticator.authenticate(credentials.apiKey())
                .orElseThrow(() -> new BadCredentialsException("Invalid or revoked API key"));
        if (credentials.tenantCode() != null && !credentials.tenantCode().equals(key.tenantCode())) {
            throw new BadCredentialsException("X-Tenant-Code does not match the API key's tenant");
        }
        return key;
    }
}
