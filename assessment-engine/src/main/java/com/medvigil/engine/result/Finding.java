package com.medvigil.engine.result;

import java.util.List;

/**
 * One problem found for this patient. {@code medications} are the names as the request gave them;
 * {@code referenceIndexes} point into the narrative's references list (0-based); {@code ruleId} names the knowledge
 * rule that fired, so that a reviewer can find it.
 */
public record Finding(
        String type,
        Severity severity,
        List<String> medications,
        String title,
        String mechanism,
        String management,
        List<Integer> referenceIndexes,
        Confidence confidence,
        String ruleId) {
}
