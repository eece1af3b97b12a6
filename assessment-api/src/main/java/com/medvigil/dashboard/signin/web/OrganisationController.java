package com.medvigil.dashboard.signin.web;

import java.util.UUID;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.View;

import com.medvigil.dashboard.DashboardPaths;
import com.medvigil.dashboard.session.DashboardSessions;
import com.medvigil.dashboard.session.SignedInAdmin;
import com.medvigil.dashboard.signin.Memberships;
import com.medvigil.dashboard.web.SeeOther;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.tenant.AdminEmail;

/**
 * Switching to another tenant the signed-in address administers, without a new link: the
 * address is proven already, and membership is checked again now.
 */
@Controller
class OrganisationController {

    private final Memberships memberships;
    private final DashboardSessions sessions;

    OrganisationController(Memberships memberships, DashboardSessions sessions) {
        this.memberships = memberships;
        this.sessions = sessions;
    }

    @GetMapping("/dashboard/organisations")
    String organisations(SignedInAdmin admin, Model model) {
        model.addAttribute("tenants", memberships.tenantsOf(new AdminEmail(admin.email())));
        return "dashboard/organisations";
    }

    @PostMapping("/dashboard/organisations")
    View switchTo(SignedInAdmin admin, @RequestParam UUID tenant, HttpServletRequest request, HttpServletResponse response) {
        AdminEmail email = new AdminEmail(admin.email());
        if (!memberships.administers(email, tenant)) {
            throw new NotFoundException("Tenant", tenant);
        }
        sessions.signIn(request, response, email, tenant);
        return SeeOther.to(DashboardPaths.HOME);
    }
}
