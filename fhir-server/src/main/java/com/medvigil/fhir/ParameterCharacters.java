package com.medvigil.fhir;

import java.util.Map;

import org.springframework.stereotype.Component;

import ca.uhn.fhir.interceptor.api.Hook;
import ca.uhn.fhir.interceptor.api.Interceptor;
import ca.uhn.fhir.interceptor.api.Pointcut;
import ca.uhn.fhir.rest.api.server.RequestDetails;
import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;

/**
 * Refuses a request whose parameters or id hold a character no FHIR string may hold
 * ({@link FhirStringRule}), naming the parameter: nothing stored can match such a value, and on
 * PostgreSQL a NUL in a search value failed the search with a 500. Runs before HAPI picks a
 * handler, so searches, reads and operations alike.
 */
@Component
@Interceptor
public class ParameterCharacters {

    @Hook(Pointcut.SERVER_INCOMING_REQUEST_PRE_HANDLER_SELECTED)
    public void refuseControlCharacters(RequestDetails request) {
        for (Map.Entry<String, String[]> parameter : request.getParameters().entrySet()) {
            check("the name of a parameter", parameter.getKey());
            for (String value : parameter.getValue()) {
                check("parameter " + parameter.getKey(), value);
            }
        }
        if (request.getId() != null && request.getId().hasIdPart()) {
            check("the id", request.getId().getIdPart());
        }
    }

    private static void check(String what, String text) {
        String problem = FhirStringRule.problemIn(text);
        if (problem != null) {
            throw new InvalidRequestException(what + " " + problem);
        }
    }
}
