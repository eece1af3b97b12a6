package com.medvigil.tenant.auth;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.http.HttpHeaders;
import org.springframework.security.authentication.BadCredentialsException;

/**
 * The credentials a request carries: a key in {@code Authorization: Bearer} or {@code X-API-Key}
 * (header names are case-insensitive, so {@code x-api-key} works too), and an optional
 * {@code X-Tenant-Code} that must then name the key's tenant.
 */
record PresentedCredentials(String apiKey, String tenantCode) {

    static final String API_KEY_HEADER = "X-API-Key";
    static final String TENANT_CODE_HEADER = "X-Tenant-Code";
    private static final String BEARER = "bearer ";

    static PresentedCredentials from(HttpServletRequest request) {
        String bearer = bearerToken(request.getHeader(HttpHeaders.AUTHORIZATION));
        String headerKey = blankToNull(request.getHeader(API_KEY_HEADER));
        if (bearer != null && headerKey != null && !bearer.equals(headerKey)) {
            throw new BadCredentialsException("Authorization and X-API-Key carry different keys");
        }
        String key = bearer != null ? bearer : headerKey;
        if (key == null) {
            throw new BadCredentialsException(
                    "Missing API key: send Authorization: Bearer <key>, or X-API-Key with X-Tenant-Code");
        }
        return new PresentedCredentials(key, blankToNull(request.getHeader(TENANT_CODE_HEADER)));
    }

    private static String bearerToken(String authorization) {
        if (authorization == null || authorization.isBlank()) {
            return null;
        }
        if (authorization.length() <= BEARER.length() || !authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            throw new BadCredentialsException("Authorization header must use the Bearer scheme");
        }
        return blankToNull(authorization.substring(BEARER.length()));
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }

    @Override
    public String toString() {
        return "PresentedCredentials[tenantCode=" + tenantCode + "]";
    }
}
