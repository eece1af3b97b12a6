package com.medvigil.engine.result;

import java.util.List;

/**
 * One problem found for this patient, for the clinician. {@code medications} are the names as the request gave them;
 * {@code referenceIndexes} point into the narrative's references list (0-based); {@code ruleId} names the knowledge
 * rule that fired, so that a reviewer can find it. {@code documentation} says how well the finding is documented
 * (beside {@code severity}, how bad it is); {@code onset} is "rapid" (hours to a day) or "delayed" (days to weeks)
 * where the consequence has a known onset, else null.
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
        String ruleId,
        Documentation documentation,
        String onset) {
}
