package com.medvigil.dashboard.assessments.web;

import com.medvigil.dashboard.web.UtcTimestamp;
import com.medvigil.model.assessment.ReviewStatusChange;

/** One entry of the audit trail: when, from what, to what, and who (an administrator or an API key). */
public record ReviewRow(UtcTimestamp changed, String from, String to, String by) {

    static ReviewRow of(ReviewStatusChange change, String by) {
        return new ReviewRow(UtcTimestamp.of(change.getChangedAt()), ReviewChoice.of(change.getFromStatus()).label(),
                ReviewChoice.of(change.getToStatus()).label(), by);
    }
}
