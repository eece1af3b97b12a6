package com.medvigil.dashboard.assessments.web;

import java.util.Arrays;
import java.util.List;

import com.medvigil.model.assessment.ReviewStatus;

/** A review status as forms offer it: the API's value and the words a clinician reads. */
public record ReviewChoice(String value, String label) {

    static final List<ReviewChoice> ALL = Arrays.stream(ReviewStatus.values()).map(ReviewChoice::of).toList();

    static ReviewChoice of(ReviewStatus status) {
        return new ReviewChoice(status.wireName(), switch (status) {
            case OPEN -> "Open";
            case IN_REVIEW -> "In review";
            case RESOLVED -> "Resolved";
        });
    }

    static String labelOf(String wireName) {
        return ReviewStatus.fromWireName(wireName).map(status -> of(status).label()).orElse(wireName);
    }
}
