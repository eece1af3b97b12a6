package com.medvigil.engine.medication;

import com.medvigil.engine.result.Confidence;

import java.util.List;

/**
 * What a medicine name resolved to. {@code ingredientIds} are knowledge-base drug ids, or {@code class:<id>} when
 * only a class was named; {@code productClasses} are classes a product confers (a progestin-only pill pack).
 * An unrecognised name has no ingredients and says why in {@code note}.
 */
public record MedicationMatch(
        String input,
        List<String> ingredientIds,
        List<String> ingredientNames,
        List<String> productClasses,
        Confidence confidence,
        MatchMethod method,
        Route route,
        String note) {

    public boolean recognized() {
        return !ingredientIds.isEmpty();
    }
}
