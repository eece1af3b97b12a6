package com.medvigil.web.error;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;

/**
 * A failed request seen with the path it was sent with, where the container gave it no servlet
 * path of its own ({@code /error} for an error dispatch, none for a request it refused outright):
 * a FHIR path's error is then still told to be one.
 */
final class SentPathRequest extends HttpServletRequestWrapper {

    private final String path;

    SentPathRequest(HttpServletRequest request, String path) {
        super(request);
        this.path = path;
    }

    @Override
    public String getRequestURI() {
        return path;
    }

    @Override
    public String getServletPath() {
        return path;
    }

    @Override
    public String getPathInfo() {
        return null;
    }
}
