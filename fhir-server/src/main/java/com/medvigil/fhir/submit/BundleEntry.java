package com.medvigil.fhir.submit;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One entry of a submitted bundle as read from its JSON, before any FHIR parsing: its place, its
 * resource's type and the id it will be stored under, or the problem that refuses it outright.
 * It keeps the little of its resource that other entries may ask for once the resource's JSON is
 * let go: a Medication's {@code code}, for the statements and requests that reference it, and a
 * Patient's first identifier value, for a stub patient's externalId (spec 2.7 rule 4a). It also
 * carries the conditions of its {@code request} ({@code ifNoneExist}, {@code ifMatch}).
 */
record BundleEntry(int index, String resourceType, String id, String fullUrl, EntryProblem problem,
                   JsonNode medicationCode, String firstIdentifierValue, EntryConditions conditions) {

    static BundleEntry refused(int index, EntryProblem problem) {
        return refused(index, null, problem);
    }

    /** Refused, though its resource's type is known (for the metrics of refused entries by type). */
    static BundleEntry refused(int index, String resourceType, EntryProblem problem) {
        return new BundleEntry(index, resourceType, null, null, problem, null, null, EntryConditions.NONE);
    }

    /** The same entry, standing for the resource of another id (a conditional create that found it). */
    BundleEntry withId(String otherId) {
        return new BundleEntry(index, resourceType, otherId, fullUrl, problem, medicationCode, firstIdentifierValue, conditions);
    }

    boolean isRefused() {
        return problem != null;
    }

    /** {@code Type/id}: how a stored reference to this entry reads. */
    String relativeReference() {
        return resourceType + "/" + id;
    }
}
