package com.medvigil.cdshooks.auth;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.stereotype.Component;

import com.medvigil.cdshooks.CdsHooksProperties;
import com.medvigil.web.ApiPaths;

/**
 * The {@code aud} a token must carry: the exact URL of the CDS service endpoint called (CDS Hooks
 * 2.0, Trusting CDS Clients), so that a token made for another service, or another endpoint of
 * this one, is refused. The URL is {@code medvigil.cds-hooks.public-base-url} followed by the
 * path called; without that setting it is the request's own URL, whose scheme, host and port
 * Tomcat takes from the X-Forwarded-* headers of a trusted proxy (and otherwise from the request).
 */
@Component
class ServiceAudience {

    private final String publicBaseUrl;

    ServiceAudience(CdsHooksProperties properties) {
        this.publicBaseUrl = properties.publicBaseUrl();
    }

    String of(HttpServletRequest request) {
        if (publicBaseUrl != null) {
            return publicBaseUrl + ApiPaths.pathOf(request);
        }
        return request.getRequestURL().toString();
    }
}
