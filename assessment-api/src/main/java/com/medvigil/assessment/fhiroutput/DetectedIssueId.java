package com.medvigil.assessment.fhiroutput;

import java.util.Optional;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The logical id of a finding read as a DetectedIssue: {@code <assessmentId>-<findingIndex>}.
 * Stable because a completed assessment's result never changes; tenant-scoped because the
 * assessment is found only in its tenant.
 */
record DetectedIssueId(UUID assessmentId, int findingIndex) {

    private static final Pattern FORM = Pattern.compile(
            "([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(0|[1-9][0-9]{0,5})");

    /** Empty for anything that is not such an id, which can then name no issue. */
    static Optional<DetectedIssueId> parse(String id) {
        Matcher matcher = FORM.matcher(id);
        if (!matcher.matches()) {
            return Optional.empty();
        }
        return Optional.of(new DetectedIssueId(UUID.fromString(matcher.group(1)), Integer.parseInt(matcher.group(2))));
    }

    @Override
    public String toString() {
        return assessmentId + "-" + findingIndex;
    }
}
