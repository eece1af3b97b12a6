package com.medvigil.fhir.derived;

import org.hl7.fhir.r4.model.Bundle;
import org.hl7.fhir.r4.model.DetectedIssue;
import org.hl7.fhir.r4.model.IdType;

import ca.uhn.fhir.rest.annotation.IdParam;
import ca.uhn.fhir.rest.annotation.Read;
import ca.uhn.fhir.rest.annotation.Search;
import ca.uhn.fhir.rest.api.server.RequestDetails;
import ca.uhn.fhir.rest.server.IResourceProvider;
import ca.uhn.fhir.rest.server.exceptions.ResourceNotFoundException;

/**
 * DetectedIssue, read-only: the read of one issue and a search by {@code patient},
 * {@code identified} and {@code _id}, answered through the {@link AssessedIssues} port. The search
 * binds its parameters itself ({@link DetectedIssueSearchParameters}), so an unknown one is refused
 * with the stored types' message rather than HAPI's, and pages its matches ({@link DetectedIssuePages}).
 */
public class DetectedIssueProvider implements IResourceProvider {

    private final AssessedIssues issues;

    public DetectedIssueProvider(AssessedIssues issues) {
        this.issues = issues;
    }

    @Override
    public Class<DetectedIssue> getResourceType() {
        return DetectedIssue.class;
    }

    /** An unknown id and another tenant's are the same 404. */
    @Read
    public DetectedIssue read(@IdParam IdType id) {
        return issues.find(id.getIdPart())
                .orElseThrow(() -> new ResourceNotFoundException("DetectedIssue/" + id.getIdPart() + " is not known"));
    }

    /** Paged as the stored types are; HAPI applies {@code _summary} and {@code _elements} to the searchset. */
    @Search(allowUnknownParams = true)
    public Bundle search(RequestDetails request) {
        PositionedIssues matches = PositionedIssues.of(issues.search(DetectedIssueSearchParameters.bind(request.getParameters())));
        return DetectedIssuePages.page(matches, request.getParameters(), request.getFhirServerBase());
    }
}
