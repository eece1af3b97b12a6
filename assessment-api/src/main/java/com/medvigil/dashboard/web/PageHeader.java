package com.medvigil.dashboard.web;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ModelAttribute;

import com.medvigil.dashboard.session.SignedInAdmin;
import com.medvigil.dashboard.session.SignedInAdminResolver;

/** Gives every dashboard page the signed-in administrator and tenant for its header (null before sign-in). */
@ControllerAdvice(basePackages = "com.medvigil.dashboard")
class PageHeader {

    @ModelAttribute("signedIn")
    SignedInAdmin signedIn(HttpServletRequest request) {
        return SignedInAdminResolver.current(request);
    }
}
