package com.medvigil.fhir.derived;

import java.util.Set;

/**
 * A DetectedIssue search as criteria: the patients' FHIR logical ids (null for any patient), the
 * period the issue must have been identified in, and the logical ids (null for any).
 */
public record IssueSearch(Set<String> patientIds, IdentifiedPeriod identified, Set<String> ids) {

    public IssueSearch {
        patientIds = patientIds == null ? null : Set.copyOf(patientIds);
        ids = ids == null ? null : Set.copyOf(ids);
        if (identified == null) {
            identified = IdentifiedPeriod.ALWAYS;
        }
    }

    public boolean patientMatches(String patientId) {
        return patientIds == null || patientIds.contains(patientId);
    }

    public boolean idMatches(String id) {
        return ids == null || ids.contains(id);
    }
}
