package com.medvigil.fhir.submit;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One entry of a submitted bundle as read from its JSON, before any FHIR parsing: its place, its
 * resource's type and the id it will be stored under, or the problem that refuses it outright.
 */
record BundleEntry(int index, String resourceType, String id, String fullUrl, ObjectNode resource,
                   EntryProblem problem) {

    static BundleEntry refused(int index, EntryProblem problem) {
        return refused(index, null, problem);
    }

    /** Refused, though its resource's type is known (for the metrics of refused entries by type). */
    static BundleEntry refused(int index, String resourceType, EntryProblem problem) {
        return new BundleEntry(index, resourceType, null, null, null, problem);
    }

    boolean isRefused() {
        return problem != null;
    }

    /** {@code Type/id}: how a stored reference to this entry reads. */
    String relativeReference() {
        return resourceType + "/" + id;
    }
}
