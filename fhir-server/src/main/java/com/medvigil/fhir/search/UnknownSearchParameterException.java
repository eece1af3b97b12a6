package com.medvigil.fhir.search;

import java.util.List;

import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;

/**
 * A 400 for a search that names a parameter its type does not support, in the one wording every
 * searchable type refuses with (the stored types through {@link UnknownSearchParameterInterceptor},
 * DetectedIssue through its own binding): the name as given and the supported names.
 */
public class UnknownSearchParameterException extends InvalidRequestException {

    public UnknownSearchParameterException(String name, String resourceType, List<String> supported) {
        super("Unknown search parameter '" + name + "' for " + resourceType + "; supported: " + String.join(", ", supported));
    }
}
