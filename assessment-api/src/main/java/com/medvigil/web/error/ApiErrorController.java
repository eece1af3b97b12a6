package com.medvigil.web.error;

import java.io.IOException;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.boot.web.servlet.error.ErrorController;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.RequestMapping;

/**
 * Answers errors that never reached a controller (a failure in a filter, a request the container
 * refused) in the same two shapes as everything else, and never with a stack trace.
 */
@Controller
class ApiErrorController implements ErrorController {

    private final ErrorBodyWriter errors;

    ApiErrorController(ErrorBodyWriter errors) {
        this.errors = errors;
    }

    @RequestMapping("/error")
    void error(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        HttpStatusCode status = HttpStatusCode.valueOf(code instanceof Integer value ? value : 500);
        Object uri = request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        HttpServletRequest original = uri == null ? request : new SentPathRequest(request, uri.toString());
        errors.write(original, response, status, messageFor(status));
    }

    private static String messageFor(HttpStatusCode status) {
        HttpStatus known = HttpStatus.resolve(status.value());
        if (status.is5xxServerError()) {
            return "Internal error; quote the X-Request-Id of this response to support";
        }
        return known == null ? "Request failed" : known.getReasonPhrase();
    }
}
