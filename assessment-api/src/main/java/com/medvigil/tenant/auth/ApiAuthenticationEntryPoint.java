package com.medvigil.tenant.auth;

import java.io.IOException;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.AuthenticationEntryPoint;
import org.springframework.stereotype.Component;

import com.medvigil.web.error.ErrorBodyWriter;

/** The 401 answer of every API authentication: {@code {message}} on the REST API, an OperationOutcome under /v1/fhir. */
@Component
public class ApiAuthenticationEntryPoint implements AuthenticationEntryPoint {

    private final ErrorBodyWriter errors;

    ApiAuthenticationEntryPoint(ErrorBodyWriter errors) {
        this.errors = errors;
    }

    @Override
    public void commence(HttpServletRequest request, HttpServletResponse response, AuthenticationException failure)
            throws IOException {
        response.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Bearer");
        String message = failure.getMessage() == null ? "Authentication required" : failure.getMessage();
        errors.write(request, response, HttpStatus.UNAUTHORIZED, message);
    }
}
