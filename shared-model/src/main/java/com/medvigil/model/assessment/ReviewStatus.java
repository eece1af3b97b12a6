package com.medvigil.model.assessment;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** A clinician's review of an assessment (spec 3.2); it starts open and may move to any state. */
public enum ReviewStatus {
    OPEN, IN_REVIEW, RESOLVED;

    /** The lowercase name the API uses: open, in_review, resolved. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<ReviewStatus> fromWireName(String value) {
        return Arrays.stream(values()).filter(status -> status.wireName().equals(value)).findFirst();
    }

    public static String allowedWireNames() {
        return String.join(", ", Arrays.stream(values()).map(ReviewStatus::wireName).toList());
    }
}
