package com.medvigil.cdshooks.auth;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

import com.medvigil.cdshooks.CdsCaller;
import com.medvigil.model.cdshooks.IssuingClient;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.tenant.ApiKeySecret;
import com.medvigil.tenant.auth.ApiAuthenticationEntryPoint;
import com.medvigil.web.ApiPaths;

/**
 * Authenticates calls of CDS service endpoints by the JWT a registered CDS client signed
 * ({@link CdsTokenVerifier}), and runs the rest of the request inside the client's tenant scope,
 * as the API key filter does for a key. A call that presents an API key instead (allowed for
 * testing) is left to the API key filter, which comes next in the chain.
 */
@Component
public class CdsJwtAuthenticationFilter extends OncePerRequestFilter {

    private static final Logger log = LoggerFactory.getLogger(CdsJwtAuthenticationFilter.class);
    private static final String BEARER = "bearer ";
    private static final String API_KEY_HEADER = "X-API-Key";

    private final CdsTokenVerifier verifier;
    private final ServiceAudience audience;
    private final TenantContext tenantContext;
    private final ApiAuthenticationEntryPoint entryPoint;

    CdsJwtAuthenticationFilter(CdsTokenVerifier verifier, ServiceAudience audience, TenantContext tenantContext,
                               ApiAuthenticationEntryPoint entryPoint) {
        this.verifier = verifier;
        this.audience = audience;
        this.tenantContext = tenantContext;
        this.entryPoint = entryPoint;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !ApiPaths.isCdsServiceCall(request) || presentsApiKey(request);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        IssuingClient client;
        try {
            client = verifier.verify(bearerToken(request), audience.of(request));
        } catch (AuthenticationException failure) {
            log.info("CDS service call refused: {}", failure.getMessage());
            SecurityContextHolder.clearContext();
            entryPoint.commence(request, response, failure);
            return;
        }
        CdsCaller caller = CdsCaller.client(client.tenantId(), client.id(), client.name());
        SecurityContext context = SecurityContextHolder.createEmptyContext();
        context.setAuthentication(new CdsClientAuthentication(caller, client.tenantRateLimitPerMinute()));
        SecurityContextHolder.setContext(context);
        try (TenantContext.Scope ignored = tenantContext.enter(caller.tenantId())) {
            chain.doFilter(request, response);
        } finally {
            SecurityContextHolder.clearContext();
        }
    }

    /** An API key in {@code Authorization: Bearer} or {@code X-API-Key}; a JWT never has a key's shape. */
    private static boolean presentsApiKey(HttpServletRequest request) {
        String header = request.getHeader(API_KEY_HEADER);
        return (header != null && !header.isBlank()) || ApiKeySecret.hasKeyShape(bearerValue(request));
    }

    private static String bearerToken(HttpServletRequest request) {
        String token = bearerValue(request);
        if (token == null) {
            throw new CdsTokenRejected("Missing token: send Authorization: Bearer <JWT signed by a registered CDS client>");
        }
        return token;
    }

    private static String bearerValue(HttpServletRequest request) {
        String authorization = request.getHeader(HttpHeaders.AUTHORIZATION);
        if (authorization == null || authorization.length() <= BEARER.length()
                || !authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            return null;
        }
        String token = authorization.substring(BEARER.length()).strip();
        return token.isEmpty() ? null : token;
    }
}
