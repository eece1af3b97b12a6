package com.medvigil.fhir.deployment;

import org.springframework.stereotype.Component;

import com.medvigil.fhir.ErrorOutcome;
import com.medvigil.web.BodyTooLargeException;

import ca.uhn.fhir.interceptor.api.Hook;
import ca.uhn.fhir.interceptor.api.Interceptor;
import ca.uhn.fhir.interceptor.api.Pointcut;
import ca.uhn.fhir.rest.server.exceptions.BaseServerResponseException;
import ca.uhn.fhir.rest.server.exceptions.PayloadTooLargeException;

/**
 * A chunked bundle that outgrows the size limit fails while $submit reads it. HAPI catches every
 * failure of an operation, so the size filter never sees it; this hook gives the client the 413
 * the filter would have given. It runs before {@link InternalErrorOutcome} turns failures into 500s.
 */
@Component
@Interceptor
class BodyTooLargeOutcome {

    @Hook(value = Pointcut.SERVER_PRE_PROCESS_OUTGOING_EXCEPTION, order = -100)
    public BaseServerResponseException tooLarge(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof BodyTooLargeException tooLarge) {
                return new PayloadTooLargeException(tooLarge.getMessage(),
                        ErrorOutcome.forStatus(PayloadTooLargeException.STATUS_CODE, tooLarge.getMessage()));
            }
        }
        return null;
    }
}
