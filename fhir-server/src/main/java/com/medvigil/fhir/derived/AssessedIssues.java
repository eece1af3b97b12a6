package com.medvigil.fhir.derived;

import java.util.List;
import java.util.Optional;

import org.hl7.fhir.r4.model.DetectedIssue;

/**
 * The port through which the application gives the current tenant's assessment findings as
 * DetectedIssues. Derived when asked, never stored; ids are stable, so a read after a search
 * returns the same resource.
 */
public interface AssessedIssues {

    /** The DetectedIssue with this logical id; empty for an unknown id and for another tenant's. */
    Optional<DetectedIssue> find(String id);

    /** The current tenant's DetectedIssues that match every criterion of the search, oldest first. */
    List<DetectedIssue> search(IssueSearch search);
}
