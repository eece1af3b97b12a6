package com.medvigil.dashboard.web;

import org.springframework.http.HttpStatus;
import org.springframework.web.servlet.view.RedirectView;

/**
 * The redirect after a form (303 See Other): the browser then shows the result with a GET, so
 * reloading the page does not post the form again.
 */
public final class SeeOther {

    private SeeOther() {
    }

    /** {@code path} is inside the application, such as {@code /dashboard/webhooks}. */
    public static RedirectView to(String path) {
        RedirectView redirect = new RedirectView(path, true);
        redirect.setStatusCode(HttpStatus.SEE_OTHER);
        redirect.setExposeModelAttributes(false);
        return redirect;
    }
}
