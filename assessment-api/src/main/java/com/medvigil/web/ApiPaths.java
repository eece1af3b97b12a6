package com.medvigil.web;

import java.util.regex.Pattern;

import jakarta.servlet.http.HttpServletRequest;

/** The path families whose requests are treated differently by the cross-cutting filters. */
public final class ApiPaths {

    public static final String API_PREFIX = "/v1/";
    public static final String FHIR_PREFIX = "/v1/fhir";
    public static final String REGISTRATION = "/v1/tenants/register";
    public static final String FHIR_SUBMIT = "/v1/fhir/$submit";
    public static final String FHIR_METADATA = "/v1/fhir/metadata";
    public static final String CDS_SERVICES = "/v1/cds-services";
    /** A CDS service, or its feedback endpoint: one path segment for the service id. */
    private static final Pattern CDS_SERVICE_CALL = Pattern.compile("/v1/cds-services/[^/]+(?:/feedback)?");

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
     * CDS Hooks discovery ({@code GET /v1/cds-services}): open to anyone, since it lists only
     * what the services are and no tenant's data (docs/cds-hooks.md).
     */
    public static boolean isCdsDiscovery(HttpServletRequest request) {
        return "GET".equals(request.getMethod()) && CDS_SERVICES.equals(pathOf(request));
    }

    /**
     * The FHIR CapabilityStatement ({@code GET /v1/fhir/metadata}): open to anyone, since SMART
     * clients (fhirclient) read it before they authenticate and it holds no tenant's data
     * (docs/fhir.md, "Authentication").
     */
    public static boolean isFhirCapabilities(HttpServletRequest request) {
        return "GET".equals(request.getMethod()) && FHIR_METADATA.equals(pathOf(request));
    }

    /** A call of a CDS service or of its feedback endpoint, authenticated by a CDS client's JWT (or an API key). */
    public static boolean isCdsServiceCall(HttpServletRequest request) {
        return "POST".equals(request.getMethod()) && CDS_SERVICE_CALL.matcher(pathOf(request)).matches();
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
