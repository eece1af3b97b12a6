package com.medvigil.dashboard.session;

import java.io.IOException;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.AuthenticationEntryPoint;

import com.medvigil.dashboard.DashboardPaths;

/**
 * Sends a browser that is not signed in to the sign-in page, saying so when it came with a
 * session that has ended (idle timeout, sign-out elsewhere, removed administrator). The Location
 * is relative, so it is right behind any proxy.
 */
public class SignInEntryPoint implements AuthenticationEntryPoint {

    @Override
    public void commence(HttpServletRequest request, HttpServletResponse response, AuthenticationException notSignedIn)
            throws IOException {
        boolean ended = request.getAttribute(DashboardSessions.ENDED) != null
                || request.getRequestedSessionId() != null && !request.isRequestedSessionIdValid();
        response.setStatus(HttpStatus.FOUND.value());
        response.setHeader(HttpHeaders.LOCATION,
                request.getContextPath() + DashboardPaths.SIGN_IN + (ended ? "?expired" : ""));
    }
}
