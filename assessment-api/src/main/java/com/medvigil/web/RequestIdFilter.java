package com.medvigil.web;

import java.io.IOException;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;

import org.slf4j.MDC;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Gives every request an id, echoed in {@code X-Request-Id} and carried by every log line, so a
 * client's report can be matched to the server's logs. A client's own id is kept when it is a
 * plain token; anything else could forge log lines and is replaced.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
public class RequestIdFilter extends OncePerRequestFilter {

    public static final String HEADER = "X-Request-Id";
    public static final String MDC_KEY = "requestId";
    public static final String ATTRIBUTE = RequestIdFilter.class.getName() + ".id";
    private static final Pattern SAFE_ID = Pattern.compile("[A-Za-z0-9._:-]{1,128}");

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String requestId = settle(request);
        response.setHeader(HEADER, requestId);
        MDC.put(MDC_KEY, requestId);
        try {
            chain.doFilter(new RequestWithId(request, requestId), response);
        } finally {
            MDC.remove(MDC_KEY);
        }
    }

    /** Shows the settled id to everything downstream, so HAPI echoes it rather than minting its own. */
    private static final class RequestWithId extends HttpServletRequestWrapper {

        private final String requestId;

        RequestWithId(HttpServletRequest request, String requestId) {
            super(request);
            this.requestId = requestId;
        }

        @Override
        public String getHeader(String name) {
            return HEADER.equalsIgnoreCase(name) ? requestId : super.getHeader(name);
        }

        @Override
        public Enumeration<String> getHeaders(String name) {
            return HEADER.equalsIgnoreCase(name) ? Collections.enumeration(List.of(requestId)) : super.getHeaders(name);
        }
    }

    /**
     * The request's id, given to it now if it has none: the filter gives every request one, and
     * Tomcat's error report one that Tomcat refused before any filter ran.
     */
    public static String settle(HttpServletRequest request) {
        if (request.getAttribute(ATTRIBUTE) instanceof String settled) {
            return settled;
        }
        String sent = request.getHeader(HEADER);
        String requestId = sent != null && SAFE_ID.matcher(sent).matches() ? sent : UUID.randomUUID().toString();
        request.setAttribute(ATTRIBUTE, requestId);
        return requestId;
    }

    /** The id of the request being served, for error bodies that cite it. */
    public static String idOf(HttpServletRequest request) {
        Object id = request.getAttribute(ATTRIBUTE);
        return id == null ? "unknown" : id.toString();
    }
}
