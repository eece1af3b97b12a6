package com.medvigil.dashboard.web;

import jakarta.servlet.http.HttpServletRequest;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.web.ErrorResponse;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.ModelAndView;

import com.medvigil.dashboard.session.SignedInAdminResolver;
import com.medvigil.model.error.ConflictException;
import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.web.RequestIdFilter;

/**
 * Error pages for the dashboard, ahead of the API's JSON error mapping. A missing object and
 * another tenant's object are the same 404 page, and a failure never shows its cause.
 */
@ControllerAdvice(basePackages = "com.medvigil.dashboard")
@Order(Ordered.HIGHEST_PRECEDENCE)
class DashboardErrors {

    private static final Logger log = LoggerFactory.getLogger(DashboardErrors.class);
    static final String VIEW = "dashboard/error";

    /** A malformed id in a path is as missing as an unknown one. */
    @ExceptionHandler({NotFoundException.class, MethodArgumentTypeMismatchException.class})
    ModelAndView notFound(HttpServletRequest request) {
        return page(HttpStatus.NOT_FOUND, "Not found", "There is nothing at this address.", request);
    }

    /** Names the field and its rule (the message is the rule, written by us, never the value sent). */
    @ExceptionHandler(InvalidFieldException.class)
    ModelAndView invalid(InvalidFieldException e, HttpServletRequest request) {
        return page(HttpStatus.BAD_REQUEST, "Not understood", "The address or the form sent was not valid: " + e.getMessage()
                + ". Go back and try again.", request);
    }

    @ExceptionHandler(ConflictException.class)
    ModelAndView conflict(ConflictException e, HttpServletRequest request) {
        return page(HttpStatus.CONFLICT, "Not possible now", e.getMessage(), request);
    }

    @ExceptionHandler(Exception.class)
    ModelAndView unexpected(Exception e, HttpServletRequest request) {
        if (e instanceof ErrorResponse known && !known.getStatusCode().is5xxServerError()) {
            HttpStatusCode status = known.getStatusCode();
            HttpStatus resolved = HttpStatus.resolve(status.value());
            return page(status, resolved == null ? "Not possible" : resolved.getReasonPhrase(),
                    "The request could not be handled. Go back and try again.", request);
        }
        String requestId = RequestIdFilter.idOf(request);
        log.error("Unexpected failure serving {} {}", request.getMethod(), request.getRequestURI(), e);
        return page(HttpStatus.INTERNAL_SERVER_ERROR, "Something went wrong",
                "The dashboard could not do this. If it happens again, quote reference " + requestId + " to support.", request);
    }

    /** The error page, with the page header (exception handlers get no model attributes of their own). */
    static ModelAndView page(HttpStatusCode status, String title, String message, HttpServletRequest request) {
        ModelAndView page = new ModelAndView(VIEW, status);
        page.addObject("signedIn", SignedInAdminResolver.current(request));
        page.addObject("title", title);
        page.addObject("message", message);
        return page;
    }
}
