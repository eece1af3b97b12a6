package com.medvigil.dashboard.session;

import java.io.IOException;
import java.util.Optional;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.tenant.TenantAdmins;
import com.medvigil.model.tenant.Tenants;

/**
 * Runs a signed-in request inside its tenant's scope, as the API-key filter does for the API,
 * so every repository call of the request is filtered to that tenant. First it checks that the
 * e-mail is still an administrator of the tenant: one removed by a colleague is signed out at
 * their next request, on whichever replica it lands.
 */
@Component
public class TenantScopeFilter extends OncePerRequestFilter {

    private static final Logger log = LoggerFactory.getLogger(TenantScopeFilter.class);

    private final TenantContext tenantContext;
    private final TenantAdmins admins;
    private final Tenants tenants;
    private final DashboardSessions sessions;

    TenantScopeFilter(TenantContext tenantContext, TenantAdmins admins, Tenants tenants, DashboardSessions sessions) {
        this.tenantContext = tenantContext;
        this.admins = admins;
        this.tenants = tenants;
        this.sessions = sessions;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
        if (!(authentication instanceof DashboardAuthentication signedIn)) {
            chain.doFilter(request, response);
            return;
        }
        Optional<SignedInAdmin> admin = tenantContext.callAs(signedIn.tenantId(), () -> stillAdministering(signedIn));
        if (admin.isEmpty()) {
            log.info("Dashboard session ended: its administrator no longer administers the tenant");
            sessions.end(request);
            chain.doFilter(request, response);
            return;
        }
        request.setAttribute(SignedInAdmin.ATTRIBUTE, admin.get());
        try (TenantContext.Scope ignored = tenantContext.enter(signedIn.tenantId())) {
            chain.doFilter(request, response);
        }
    }

    private Optional<SignedInAdmin> stillAdministering(DashboardAuthentication signedIn) {
        if (!admins.existsByEmail(signedIn.email())) {
            return Optional.empty();
        }
        return tenants.findById(signedIn.tenantId())
                .map(tenant -> new SignedInAdmin(signedIn.email(), tenant.getId(), tenant.getName(), tenant.getCode()));
    }
}
