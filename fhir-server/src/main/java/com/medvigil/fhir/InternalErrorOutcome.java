package com.medvigil.fhir;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import ca.uhn.fhir.interceptor.api.Hook;
import ca.uhn.fhir.interceptor.api.Interceptor;
import ca.uhn.fhir.interceptor.api.Pointcut;
import ca.uhn.fhir.rest.api.server.RequestDetails;
import ca.uhn.fhir.rest.server.exceptions.BaseServerResponseException;
import ca.uhn.fhir.rest.server.exceptions.InternalErrorException;

/**
 * Keeps the inside of a failure out of the FHIR response: HAPI would put the exception's message
 * (SQL, class names, connection details) into the 500 OperationOutcome. The client gets the
 * request id to quote instead, and the log gets the whole story under that id.
 */
@Component
@Interceptor
public class InternalErrorOutcome {

    /** Set by the application's request id filter on every request. */
    static final String REQUEST_ID_HEADER = "X-Request-Id";
    /** A deliberate answer (a busy replica asking for a retry), never an internal failure. */
    private static final int SERVICE_UNAVAILABLE = 503;
    private static final Logger log = LoggerFactory.getLogger(InternalErrorOutcome.class);

    @Hook(Pointcut.SERVER_PRE_PROCESS_OUTGOING_EXCEPTION)
    public BaseServerResponseException hideInternals(RequestDetails request, Throwable failure) {
        if (failure instanceof BaseServerResponseException answer
                && (answer.getStatusCode() < 500 || answer.getStatusCode() == SERVICE_UNAVAILABLE)) {
            return null;
        }
        String requestId = request == null ? null : request.getHeader(REQUEST_ID_HEADER);
        log.error("Unexpected failure serving FHIR {} {}", request == null ? "?" : request.getRequestType(),
                request == null ? "?" : request.getRequestPath(), failure);
        return new InternalErrorException("Internal error; quote request id " + (requestId == null ? "unknown" : requestId)
                + " to support");
    }
}
