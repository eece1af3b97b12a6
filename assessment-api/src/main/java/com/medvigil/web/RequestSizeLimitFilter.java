package com.medvigil.web;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

import com.medvigil.web.error.ErrorBodyWriter;

/**
 * Refuses bodies over the configured limits with 413: at once when Content-Length says so, and
 * while reading when the body is chunked or the header understates it.
 */
@Component
@Order(0)
class RequestSizeLimitFilter extends OncePerRequestFilter {

    private final RequestSizeProperties limits;
    private final ErrorBodyWriter errors;

    RequestSizeLimitFilter(RequestSizeProperties limits, ErrorBodyWriter errors) {
        this.limits = limits;
        this.errors = errors;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !ApiPaths.pathOf(request).startsWith(ApiPaths.API_PREFIX);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        long limit = ApiPaths.FHIR_SUBMIT.equals(ApiPaths.pathOf(request))
                ? limits.fhirBundleMax().toBytes()
                : limits.jsonMax().toBytes();
        if (request.getContentLengthLong() > limit) {
            errors.write(request, response, HttpStatus.PAYLOAD_TOO_LARGE, BodyTooLargeException.tooLargeMessage(limit));
            return;
        }
        try {
            chain.doFilter(new SizeLimitedRequest(request, limit), response);
        } catch (BodyTooLargeException e) {
            if (!response.isCommitted()) {
                response.resetBuffer();
                errors.write(request, response, HttpStatus.PAYLOAD_TOO_LARGE, e.getMessage());
            }
        }
    }
}
