package com.medvigil.web.error;

import java.io.IOException;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpStatus;
import org.springframework.security.web.firewall.RequestRejectedException;
import org.springframework.security.web.firewall.RequestRejectedHandler;
import org.springframework.stereotype.Component;

/**
 * Answers a request Spring Security's firewall refuses (an encoded {@code %} or {@code ;} in the
 * path, say) with what it refused, in the service's two shapes, where its default answer is an
 * error dispatch that can only say "Bad Request".
 */
@Component
class FirewallRefusal implements RequestRejectedHandler {

    private final ErrorBodyWriter errors;

    FirewallRefusal(ErrorBodyWriter errors) {
        this.errors = errors;
    }

    @Override
    public void handle(HttpServletRequest request, HttpServletResponse response, RequestRejectedException refusal)
            throws IOException {
        // The firewall runs before the servlet is chosen: the path as sent tells a FHIR request.
        errors.write(new SentPathRequest(request, request.getRequestURI()), response, HttpStatus.BAD_REQUEST,
                refusal.getMessage());
    }
}
