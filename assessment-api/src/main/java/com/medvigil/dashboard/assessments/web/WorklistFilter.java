package com.medvigil.dashboard.assessments.web;

import org.springframework.web.util.UriComponentsBuilder;

import com.medvigil.assessment.AssessmentWorklist;
import com.medvigil.model.assessment.ReviewStatus;
import com.medvigil.model.assessment.RiskLevel;
import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.persistence.PageCursor;

/**
 * What the worklist is narrowed to, as its filter form sends it: a review status and a risk level,
 * each optional. A value no form offers is refused rather than ignored, so a filtered list is
 * never silently the whole list.
 */
public record WorklistFilter(String reviewStatus, String riskLevel) {

    static WorklistFilter of(String reviewStatus, String riskLevel) {
        String review = blankToNull(reviewStatus);
        String risk = blankToNull(riskLevel);
        if (review != null && ReviewStatus.fromWireName(review).isEmpty()) {
            throw new InvalidFieldException("reviewStatus", "must be one of " + ReviewStatus.allowedWireNames());
        }
        if (risk != null && !RiskLevel.isName(risk)) {
            throw new InvalidFieldException("riskLevel", "must be one of " + String.join(", ", RiskLevel.names()));
        }
        return new WorklistFilter(review, risk);
    }

    AssessmentWorklist.Filter toWorklistFilter() {
        return new AssessmentWorklist.Filter(null, riskLevel,
                reviewStatus == null ? null : ReviewStatus.fromWireName(reviewStatus).orElseThrow(), null, null);
    }

    /** The worklist's address with this filter, from the given page on (null: the first page). */
    String url(String path, PageCursor from) {
        UriComponentsBuilder url = UriComponentsBuilder.fromPath(path);
        if (reviewStatus != null) {
            url.queryParam("reviewStatus", reviewStatus);
        }
        if (riskLevel != null) {
            url.queryParam("riskLevel", riskLevel);
        }
        if (from != null) {
            url.queryParam("cursor", from.encode());
        }
        return url.build().encode().toUriString();
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
