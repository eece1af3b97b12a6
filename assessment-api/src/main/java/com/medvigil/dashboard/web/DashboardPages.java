package com.medvigil.dashboard.web;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.view.RedirectView;

import com.medvigil.dashboard.DashboardPaths;

/** The dashboard's entry, its Settings page, and the pages for refused forms and unknown addresses. */
@Controller
class DashboardPages {

    @GetMapping({DashboardPaths.ROOT, DashboardPaths.ROOT + "/"})
    RedirectView home() {
        return new RedirectView(DashboardPaths.HOME, true);
    }

    @GetMapping("/dashboard/settings")
    String settings() {
        return "dashboard/settings";
    }

    /** Where Spring Security forwards a refused form (a missing or wrong CSRF token), whatever its method. */
    @RequestMapping(DashboardPaths.FORBIDDEN)
    ModelAndView forbidden(HttpServletRequest request) {
        return DashboardErrors.page(HttpStatus.FORBIDDEN, "Form not accepted",
                "This form has expired (for example because you were signed out meanwhile) or did not come from this"
                        + " dashboard. Go back, reload the page and try again.", request);
    }

    /** Any other dashboard address: the HTML 404 page rather than the API's JSON one. */
    @RequestMapping("/dashboard/**")
    ModelAndView unknown(HttpServletRequest request) {
        return DashboardErrors.page(HttpStatus.NOT_FOUND, "Not found", "There is nothing at this address.", request);
    }
}
