package com.medvigil.dashboard.assessments.web;

import org.springframework.web.util.UriComponentsBuilder;

import com.medvigil.assessment.AssessmentWorklist;
import com.medvigil.model.assessment.ReviewStatus;
import com.medvigil.model.assessment.RiskLevel;
import com.medvigil.model.error.FieldPath;
import com.medvigil.model.error.InvalidFieldException;

/**
 * What the worklist is narrowed to, as its filter form sends it: a review status and a risk level,
 * each optional (the risk level in any case, as the API takes it), and the order ({@code risk},
 * the default: most severe first, then newest; or {@code newest}). A value no form offers is
 * refused rather than ignored, so a filtered list is never silently the whole list.
 */
public record WorklistFilter(String reviewStatus, RiskLevel riskLevel, String sort) {

    static final String BY_RISK = "risk";
    static final String NEWEST = "newest";

    static WorklistFilter of(String reviewStatus, String riskLevel) {
        return of(reviewStatus, riskLevel, null);
    }

    static WorklistFilter of(String reviewStatus, String riskLevel, String sort) {
        String review = blankToNull(reviewStatus);
        String risk = blankToNull(riskLevel);
        String order = blankToNull(sort) == null ? BY_RISK : sort.strip();
        if (!BY_RISK.equals(order) && !NEWEST.equals(order)) {
            throw new InvalidFieldException("sort", "must be " + BY_RISK + " or " + NEWEST);
        }
        if (review != null && ReviewStatus.fromWireName(review).isEmpty()) {
            throw new InvalidFieldException("reviewStatus", "must be one of " + ReviewStatus.allowedWireNames());
        }
        // The links the page writes use the name, whatever case the address had.
        String level = FieldPath.root("riskLevel").optionalOneOf(risk, RiskLevel.names());
        return new WorklistFilter(review, level == null ? null : RiskLevel.valueOf(level), order);
    }

    public boolean byRisk() {
        return BY_RISK.equals(sort);
    }

    AssessmentWorklist.Filter toWorklistFilter() {
        return new AssessmentWorklist.Filter(null, riskLevel,
                reviewStatus == null ? null : ReviewStatus.fromWireName(reviewStatus).orElseThrow(), null, null);
    }

    /** The worklist's address with this filter, from the given page on (null: the first page). */
    String url(String path, String cursor) {
        UriComponentsBuilder url = UriComponentsBuilder.fromPath(path);
        if (reviewStatus != null) {
            url.queryParam("reviewStatus", reviewStatus);
        }
        if (riskLevel != null) {
            url.queryParam("riskLevel", riskLevel.name());
        }
        if (!byRisk()) {
            url.queryParam("sort", sort);
        }
        if (cursor != null) {
            url.queryParam("cursor", cursor);
        }
        return url.build().encode().toUriString();
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
