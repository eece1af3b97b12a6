package com.medvigil.dashboard.session;

import java.util.UUID;
import java.util.function.Supplier;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.DeferredSecurityContext;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.context.HttpRequestResponseHolder;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.security.web.csrf.CsrfTokenRepository;
import org.springframework.stereotype.Component;

import com.medvigil.model.tenant.AdminEmail;

/**
 * Keeps who is signed in as two plain strings in the HTTP session (e-mail and tenant id), not as
 * a serialised Spring Security object: sessions live in the shared database, and during a
 * rolling deployment a replica of the next version must still read what the previous one wrote.
 */
@Component
public class DashboardSessions implements SecurityContextRepository {

    static final String EMAIL = "medvigil.dashboard.email";
    static final String TENANT_ID = "medvigil.dashboard.tenantId";
    /** Set on a request whose session was ended by the service, so the sign-in page can say why. */
    static final String ENDED = DashboardSessions.class.getName() + ".ended";

    private final CsrfTokenRepository csrfTokens;

    DashboardSessions(CsrfTokenRepository dashboardCsrfTokens) {
        this.csrfTokens = dashboardCsrfTokens;
    }

    /**
     * Signs the request's browser in as this administrator of this tenant. The session gets a new
     * id (a session id planted before sign-in is worth nothing after it) and a new CSRF token.
     */
    public void signIn(HttpServletRequest request, HttpServletResponse response, AdminEmail email, UUID tenantId) {
        if (request.getSession(false) != null) {
            request.changeSessionId();
        }
        csrfTokens.saveToken(null, request, response);
        SecurityContext context = SecurityContextHolder.createEmptyContext();
        context.setAuthentication(new DashboardAuthentication(email.value(), tenantId));
        saveContext(context, request, response);
    }

    /** Ends the session: used when its administrator lost access to the tenant meanwhile. */
    void end(HttpServletRequest request) {
        SecurityContextHolder.clearContext();
        request.setAttribute(ENDED, Boolean.TRUE);
        HttpSession session = request.getSession(false);
        if (session != null) {
            try {
                session.invalidate();
            } catch (IllegalStateException alreadyInvalidated) {
                // nothing left to end
            }
        }
    }

    @Override
    public DeferredSecurityContext loadDeferredContext(HttpServletRequest request) {
        return new ReadOnDemand(() -> read(request));
    }

    /** Spring Security 6 reads through {@link #loadDeferredContext}; this older entry point does the same. */
    @Override
    @Deprecated
    public SecurityContext loadContext(HttpRequestResponseHolder holder) {
        return loadDeferredContext(holder.getRequest()).get();
    }

    @Override
    public void saveContext(SecurityContext context, HttpServletRequest request, HttpServletResponse response) {
        Authentication authentication = context.getAuthentication();
        if (authentication instanceof DashboardAuthentication admin) {
            HttpSession session = request.getSession(true);
            session.setAttribute(EMAIL, admin.email());
            session.setAttribute(TENANT_ID, admin.tenantId().toString());
            return;
        }
        HttpSession session = request.getSession(false);
        if (session != null) {
            try {
                session.removeAttribute(EMAIL);
                session.removeAttribute(TENANT_ID);
            } catch (IllegalStateException invalidated) {
                // signed out already
            }
        }
    }

    @Override
    public boolean containsContext(HttpServletRequest request) {
        return read(request) != null;
    }

    private static SecurityContext read(HttpServletRequest request) {
        HttpSession session = request.getSession(false);
        if (session == null) {
            return null;
        }
        Object email = session.getAttribute(EMAIL);
        Object tenantId = session.getAttribute(TENANT_ID);
        if (!(email instanceof String address) || !(tenantId instanceof String tenant)) {
            return null;
        }
        SecurityContext context = SecurityContextHolder.createEmptyContext();
        context.setAuthentication(new DashboardAuthentication(address, UUID.fromString(tenant)));
        return context;
    }

    /** Reads the session only when something asks who is signed in. */
    private static final class ReadOnDemand implements DeferredSecurityContext {

        private final Supplier<SecurityContext> read;
        private SecurityContext context;
        private boolean generated;

        ReadOnDemand(Supplier<SecurityContext> read) {
            this.read = read;
        }

        @Override
        public SecurityContext get() {
            if (context == null) {
                context = read.get();
                if (context == null) {
                    context = SecurityContextHolder.createEmptyContext();
                    generated = true;
                }
            }
            return context;
        }

        @Override
        public boolean isGenerated() {
            get();
            return generated;
        }
    }
}
