package com.medvigil.web.error;

import java.io.IOException;

import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;

import com.medvigil.web.RequestIdFilter;

/**
 * Answers what Tomcat refuses before any servlet or filter runs, in the service's two shapes
 * instead of Tomcat's HTML page: a path with an encoded {@code /} ({@code Patient/a%2Fb}), say,
 * a malformed percent-encoding, or a control character in a header. Such a request has no
 * servlet path yet, so its kind (FHIR or not) is judged from the path as sent.
 */
final class ContainerErrorReport extends ErrorReportValve {

    private final ErrorBodyWriter errors;

    ContainerErrorReport(ErrorBodyWriter errors) {
        this.errors = errors;
        setShowReport(false);
        setShowServerInfo(false);
    }

    @Override
    protected void report(Request request, Response response, Throwable throwable) {
        int status = response.getStatus();
        // As Tomcat's own report: only an error nothing has answered yet, and only once.
        if (status < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
            return;
        }
        try {
            response.resetBuffer();
            // No filter has run, so the request has no id yet; the answer carries one all the same.
            RequestIdFilter.settle(request.getRequest());
            errors.write(new SentPathRequest(request.getRequest(), request.getRequestURI()), response.getResponse(),
                    HttpStatusCode.valueOf(status), messageFor(status, throwable));
        } catch (IOException | IllegalStateException clientGoneOrCommitted) {
            // Nothing more can be said to this client.
        }
    }

    private static String messageFor(int status, Throwable refusal) {
        if (status != HttpStatus.BAD_REQUEST.value()) {
            HttpStatus known = HttpStatus.resolve(status);
            return known == null ? "Request failed" : known.getReasonPhrase();
        }
        // Tomcat gives a reason for a bad header only, and quotes the header line in it, which may
        // carry a credential: it is named, not quoted. It is told by Tomcat's English wording; under
        // another locale such a request gets the path's answer below.
        if (refusal instanceof IllegalArgumentException
                && String.valueOf(refusal.getMessage()).startsWith("The HTTP header line")) {
            return "A header of the request does not conform to HTTP (RFC 7230), for example a control character in its"
                    + " value";
        }
        return "The request's path or query is not one this service accepts (for example an encoded '/' (%2F) in a"
                + " path segment, or a '%' not followed by two hexadecimal digits)";
    }
}
