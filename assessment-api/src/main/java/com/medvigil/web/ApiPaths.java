package com.medvigil.web;

import jakarta.servlet.http.HttpServletRequest;

/** The path families whose requests are treated differently by the cross-cutting filters. */
public final class ApiPaths {

    public static final String API_PREFIX = "/v1/";
    public static final String FHIR_PREFIX = "/v1/fhir";
    public static final String REGISTRATION = "/v1/tenants/register";
    public static final String FHIR_SUBMIT = "/v1/fhir/$submit";
    public static final String CDS_SERVICES = "/v1/cds-services";

    private ApiPaths() {
    }

    /** Errors on these paths are OperationOutcomes rather than {@code {message}} bodies. */
    public static boolean isFhir(String path) {
        return path.equals(FHIR_PREFIX) || path.startsWith(FHIR_PREFIX + "/");
    }

    public static boolean isFhir(HttpServletRequest request) {
        return isFhir(pathOf(request));
    }

    public static boolean isRegistration(HttpServletRequest request) {
        return REGISTRATION.equals(pathOf(request));
    }

    /**
     * The CDS Hooks discovery endpoint: an EHR reads it when it registers MedVigil, before it holds
     * any credential, and it lists the same services to everyone (docs/cds-hooks.md).
     */
    public static boolean isCdsDiscovery(HttpServletRequest request) {
        return "GET".equals(request.getMethod()) && CDS_SERVICES.equals(pathOf(request));
    }

    /** Requests that carry no credential on purpose: registration and CDS Hooks discovery. */
    public static boolean isPublic(HttpServletRequest request) {
        return isRegistration(request) || isCdsDiscovery(request);
    }

    /**
     * The path inside the application as the container decoded and normalised it for the servlets
     * (no context path, query or path parameters; {@code %24submit} is {@code $submit}), so the
     * filters judge exactly the path the servlet will serve.
     */
    public static String pathOf(HttpServletRequest request) {
        String pathInfo = request.getPathInfo();
        return pathInfo == null ? request.getServletPath() : request.getServletPath() + pathInfo;
    }
}
