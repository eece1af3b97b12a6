package com.medvigil.tenant.auth;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.http.HttpHeaders;
import org.springframework.security.authentication.BadCredentialsException;

import com.medvigil.model.tenant.ApiKeySecret;

/**
 * The credentials a request carries: a key in {@code Authorization: Bearer} or {@code X-API-Key}
 * (header names are case-insensitive, so {@code x-api-key} works too), and an optional
 * {@code X-Tenant-Code} that must then name the key's tenant.
 */
record PresentedCredentials(String apiKey, String tenantCode) {

    static final String API_KEY_HEADER = "X-API-Key";
    static final String TENANT_CODE_HEADER = "X-Tenant-Code";
    private static final String BEARER_SCHEME = "Bearer";

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

    /**
     * The token of {@code Authorization: Bearer <token>}; the scheme name is case-insensitive (RFC 7235
     * 2.1). Each malformed form gets its own message, since "must use the Bearer scheme" for a
     * header that does use it sends an integrator looking in the wrong place.
     */
    private static String bearerToken(String authorization) {
        if (authorization == null || authorization.isBlank()) {
            return null;
        }
        String value = authorization.strip();
        if (!value.regionMatches(true, 0, BEARER_SCHEME, 0, BEARER_SCHEME.length())) {
            throw new BadCredentialsException(ApiKeySecret.hasKeyShape(value)
                    ? "Authorization header must be 'Bearer <key>': the key was sent without the Bearer scheme"
                    : "Authorization header must use the Bearer scheme: Authorization: Bearer <key>");
        }
        String rest = value.substring(BEARER_SCHEME.length());
        if (rest.isEmpty()) {
            throw new BadCredentialsException("Authorization: Bearer token is empty: send Authorization: Bearer <key>");
        }
        if (rest.charAt(0) != ' ') {
            throw new BadCredentialsException(
                    "Authorization header must have a space between Bearer and the key: Authorization: Bearer <key>");
        }
        String token = rest.strip();
        if (token.chars().anyMatch(Character::isWhitespace)) {
            throw new BadCredentialsException("Authorization: Bearer token must be one key without spaces");
        }
        return token;
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }

    @Override
    public String toString() {
        return "PresentedCredentials[tenantCode=" + tenantCode + "]";
    }
}
