package com.medvigil.tenant.ratelimit;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

import com.medvigil.operations.TenantTags;
import com.medvigil.tenant.auth.RateLimitedAuthentication;
import com.medvigil.web.ApiPaths;
import com.medvigil.web.error.ErrorBodyWriter;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * Applies the rate limit after authentication: per API key or CDS client (the tenant's own limit
 * if it has one), and per client address on registration. Every limited response carries
 * {@code RateLimit-Limit}, {@code RateLimit-Remaining} and {@code RateLimit-Reset}; a refused one
 * is 429 with {@code Retry-After}.
 */
@Component
public class RateLimitFilter extends OncePerRequestFilter {

    static final String LIMIT = "RateLimit-Limit";
    static final String REMAINING = "RateLimit-Remaining";
    static final String RESET = "RateLimit-Reset";

    private final RateLimiter limiter;
    private final RateLimitProperties properties;
    private final ErrorBodyWriter errors;
    private final MeterRegistry meters;
    private final TenantTags tenantTags;

    RateLimitFilter(RateLimiter limiter, RateLimitProperties properties, ErrorBodyWriter errors, MeterRegistry meters,
                    TenantTags tenantTags) {
        this.limiter = limiter;
        this.properties = properties;
        this.errors = errors;
        this.meters = meters;
        this.tenantTags = tenantTags;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        RateLimitDecision decision = decide(request);
        if (decision == null) {
            chain.doFilter(request, response);
            return;
        }
        response.setHeader(LIMIT, Long.toString(decision.limit()));
        response.setHeader(REMAINING, Long.toString(decision.remaining()));
        response.setHeader(RESET, Long.toString(decision.secondsUntilFull()));
        if (decision.allowed()) {
            chain.doFilter(request, response);
        } else {
            countRejection(request);
            response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(decision.secondsUntilNextToken()));
            errors.write(request, response, HttpStatus.TOO_MANY_REQUESTS,
                    "Rate limit of " + decision.limit() + " requests per minute exceeded; retry after "
                            + decision.secondsUntilNextToken() + " s");
        }
    }

    private RateLimitDecision decide(HttpServletRequest request) {
        if (ApiPaths.isRegistration(request)) {
            return limiter.tryConsume("registration:" + request.getRemoteAddr(), properties.registrationsPerMinute());
        }
        RateLimitedAuthentication caller = caller();
        return caller == null ? null : consumeFor(caller);
    }

    private static RateLimitedAuthentication caller() {
        return SecurityContextHolder.getContext().getAuthentication() instanceof RateLimitedAuthentication caller ? caller : null;
    }

    /**
     * {@code limit} is {@code api_key}, {@code cds_client} or {@code registration}; {@code tenant}
     * is bounded by TenantTags.
     */
    private void countRejection(HttpServletRequest request) {
        RateLimitedAuthentication caller = ApiPaths.isRegistration(request) ? null : caller();
        Counter.builder("medvigil.ratelimit.rejections")
                .description("Requests refused with 429 by a rate limit")
                .tag("limit", caller == null ? "registration" : caller.rateLimitKind())
                .tag("tenant", caller == null ? TenantTags.NONE : tenantTags.of(caller.tenantId()))
                .register(meters).increment();
    }

    private RateLimitDecision consumeFor(RateLimitedAuthentication caller) {
        Integer tenantLimit = caller.tenantRateLimitPerMinute();
        int perMinute = tenantLimit != null ? tenantLimit : properties.requestsPerMinute();
        return limiter.tryConsume(caller.rateLimitBucket(), perMinute);
    }
}
