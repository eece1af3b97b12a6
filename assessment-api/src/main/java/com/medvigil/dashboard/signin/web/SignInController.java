package com.medvigil.dashboard.signin.web;

import java.util.Optional;
import java.util.UUID;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

import com.medvigil.dashboard.DashboardPaths;
import com.medvigil.dashboard.DashboardProperties;
import com.medvigil.dashboard.session.DashboardSessions;
import com.medvigil.dashboard.session.SignedInAdminResolver;
import com.medvigil.dashboard.signin.MagicLinks;
import com.medvigil.dashboard.signin.PendingSignIn;
import com.medvigil.dashboard.signin.SignInOutcome;
import com.medvigil.dashboard.signin.SignInRequests;
import com.medvigil.dashboard.web.SeeOther;
import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.tenant.AdminEmail;

/**
 * Sign-in by e-mail link: ask for a link, open it (which only shows it), then choose the tenant,
 * which uses the link and signs in.
 */
@Controller
class SignInController {

    private final SignInRequests signInRequests;
    private final MagicLinks magicLinks;
    private final DashboardSessions sessions;
    private final DashboardProperties properties;

    SignInController(SignInRequests signInRequests, MagicLinks magicLinks, DashboardSessions sessions,
                     DashboardProperties properties) {
        this.signInRequests = signInRequests;
        this.magicLinks = magicLinks;
        this.sessions = sessions;
        this.properties = properties;
    }

    @GetMapping(DashboardPaths.SIGN_IN)
    Object signInPage(Model model, HttpServletRequest request,
                      @RequestParam(name = "signed-out", required = false) String signedOut,
                      @RequestParam(required = false) String expired) {
        if (SignedInAdminResolver.current(request) != null) {
            return SeeOther.to(DashboardPaths.HOME);
        }
        model.addAttribute("email", "");
        model.addAttribute("signedOut", signedOut != null);
        model.addAttribute("expired", expired != null);
        return "dashboard/sign-in";
    }

    @PostMapping(DashboardPaths.SIGN_IN)
    Object requestLink(@RequestParam(defaultValue = "") String email, Model model, HttpServletRequest request,
                       HttpServletResponse response) {
        AdminEmail address;
        try {
            address = new AdminEmail(email);
        } catch (InvalidFieldException e) {
            response.setStatus(HttpStatus.BAD_REQUEST.value());
            model.addAttribute("email", email);
            model.addAttribute("emailError", "Enter your e-mail address, such as name@example.org.");
            return "dashboard/sign-in";
        }
        SignInOutcome outcome = signInRequests.request(address, request.getRemoteAddr(), linkBase(request));
        if (!outcome.accepted()) {
            response.setStatus(HttpStatus.TOO_MANY_REQUESTS.value());
            response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(outcome.retryAfterSeconds()));
            model.addAttribute("email", email);
            model.addAttribute("limited", true);
            model.addAttribute("retryAfterMinutes", Math.max(1, (outcome.retryAfterSeconds() + 59) / 60));
            return "dashboard/sign-in";
        }
        return SeeOther.to(DashboardPaths.SIGN_IN_SENT);
    }

    @GetMapping(DashboardPaths.SIGN_IN_SENT)
    String linkSent(Model model) {
        model.addAttribute("validityMinutes", properties.linkValidity().toMinutes());
        return "dashboard/sign-in-sent";
    }

    /** Shows the link's tenants without using the link: mail scanners that open links must not spend them. */
    @GetMapping(DashboardPaths.SIGN_IN_LINK)
    String openLink(@RequestParam(required = false) String token, Model model, HttpServletResponse response) {
        Optional<PendingSignIn> pending = magicLinks.inspect(token);
        if (pending.isEmpty()) {
            return unusable(model, response);
        }
        model.addAttribute("token", token);
        model.addAttribute("email", pending.get().email().value());
        model.addAttribute("tenants", pending.get().tenants());
        return "dashboard/sign-in-link";
    }

    @PostMapping(DashboardPaths.SIGN_IN_LINK)
    Object useLink(@RequestParam(defaultValue = "") String token, @RequestParam(defaultValue = "") String tenant, Model model,
                   HttpServletRequest request, HttpServletResponse response) {
        Optional<UUID> tenantId = uuid(tenant);
        Optional<AdminEmail> email = tenantId.flatMap(id -> magicLinks.redeem(token, id));
        if (email.isEmpty()) {
            return unusable(model, response);
        }
        sessions.signIn(request, response, email.get(), tenantId.get());
        return SeeOther.to(DashboardPaths.HOME);
    }

    /** Used, expired, unknown or tampered with: one answer, which tells nobody which. */
    private String unusable(Model model, HttpServletResponse response) {
        response.setStatus(HttpStatus.GONE.value());
        model.addAttribute("validityMinutes", properties.linkValidity().toMinutes());
        return "dashboard/sign-in-link-unusable";
    }

    private String linkBase(HttpServletRequest request) {
        return properties.publicBaseUrl() != null
                ? properties.publicBaseUrl()
                : ServletUriComponentsBuilder.fromContextPath(request).replaceQuery(null).toUriString();
    }

    private static Optional<UUID> uuid(String value) {
        try {
            return Optional.of(UUID.fromString(value.strip()));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
