package com.medvigil.fhir.search;

import java.util.Optional;

import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;

import ca.uhn.fhir.interceptor.api.Hook;
import ca.uhn.fhir.interceptor.api.Interceptor;
import ca.uhn.fhir.interceptor.api.Pointcut;
import ca.uhn.fhir.rest.api.RequestTypeEnum;
import ca.uhn.fhir.rest.api.server.RequestDetails;

/**
 * Refuses a search that names a parameter the type does not declare, with a 400 that names it
 * and lists the supported ones: a misspelt filter must not return everything. The search methods
 * accept any name (they bind the declared ones themselves), so this is the one refusal; it runs
 * before HAPI picks a handler.
 */
@Component
@Interceptor
public class UnknownSearchParameterInterceptor {

    private final SearchParameters parameters;

    UnknownSearchParameterInterceptor(SearchParameters parameters) {
        this.parameters = parameters;
    }

    @Hook(Pointcut.SERVER_INCOMING_REQUEST_PRE_HANDLER_SELECTED)
    public void refuseUnknownParameters(RequestDetails request) {
        Optional<ServedType> type = ServedType.of(request.getResourceName());
        if (type.isEmpty() || !isSearch(request)) {
            return;
        }
        for (String name : request.getParameters().keySet()) {
            String baseName = name.contains(":") ? name.substring(0, name.indexOf(':')) : name;
            boolean known = SearchParameters.RESULT_PARAMETERS.contains(baseName)
                    || parameters.find(type.get(), baseName).isPresent();
            if (!known) {
                throw new UnknownSearchParameterException(name, type.get().resourceType(),
                        parameters.acceptedNames(type.get()));
            }
        }
    }

    private static boolean isSearch(RequestDetails request) {
        boolean typeLevelGet = request.getRequestType() == RequestTypeEnum.GET
                && (request.getId() == null || !request.getId().hasIdPart()) && request.getOperation() == null;
        return typeLevelGet || "_search".equals(request.getOperation());
    }
}
