package com.medvigil.fhir.derived;

import java.util.List;

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
 * with the stored types' message rather than HAPI's.
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

    @Search(allowUnknownParams = true)
    public List<DetectedIssue> search(RequestDetails request) {
        return issues.search(DetectedIssueSearchParameters.bind(request.getParameters()));
    }
}
