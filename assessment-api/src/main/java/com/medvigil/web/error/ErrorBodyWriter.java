package com.medvigil.web.error;

import java.io.IOException;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.medvigil.fhir.ErrorOutcome;
import com.medvigil.web.ApiPaths;
import com.medvigil.web.RequestIdFilter;

import ca.uhn.fhir.context.FhirContext;

/**
 * Writes an error response outside Spring MVC (filters, the authentication entry point, the
 * container's error page): an OperationOutcome on FHIR paths, {@code {message}} elsewhere.
 */
@Component
public class ErrorBodyWriter {

    static final String FHIR_JSON = "application/fhir+json;charset=UTF-8";

    private final ObjectMapper objectMapper;
    private final FhirContext fhirContext;

    ErrorBodyWriter(ObjectMapper objectMapper, FhirContext fhirContext) {
        this.objectMapper = objectMapper;
        this.fhirContext = fhirContext;
    }

    public void write(HttpServletRequest request, HttpServletResponse response, HttpStatusCode status, String message)
            throws IOException {
        response.setStatus(status.value());
        response.setHeader(RequestIdFilter.HEADER, RequestIdFilter.idOf(request));
        if (ApiPaths.isFhir(request)) {
            response.setContentType(FHIR_JSON);
            String body = fhirContext.newJsonParser().encodeResourceToString(ErrorOutcome.forStatus(status.value(), message));
            response.getWriter().write(body);
        } else {
            response.setContentType(MediaType.APPLICATION_JSON_VALUE);
            response.setCharacterEncoding("UTF-8");
            objectMapper.writeValue(response.getWriter(), new ApiError(message));
        }
        response.flushBuffer();
    }
}
