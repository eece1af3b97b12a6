package com.medvigil.engine.medication;

import com.medvigil.engine.result.Confidence;

import java.util.List;

/**
 * What a medicine name resolved to. {@code ingredientIds} are knowledge-base drug ids, or {@code class:<id>} when
 * only a class was named; {@code productClasses} are classes a product confers (a progestin-only pill pack).
 * {@code route} is where the name, the product or the drug says it is given; {@code productLocal} is a product's own
 * word on whether it acts locally (null when the product does not say). {@code assumedNames} are misspelt words read
 * as the closest known name. An unrecognised name has no ingredients and says why in {@code note}.
 * {@code strengthOrder} is the named product's order for strengths written without ingredient names ("5/325"), or
 * empty.
 */
public record MedicationMatch(
        String input,
        List<String> ingredientIds,
        List<String> ingredientNames,
        List<String> productClasses,
        Confidence confidence,
        MatchMethod method,
        Route route,
        String note,
        List<AssumedName> assumedNames,
        Boolean productLocal,
        List<String> strengthOrder) {

    public boolean recognized() {
        return !ingredientIds.isEmpty();
    }

    /** True when the ingredient was found only by reading a misspelt word as a known name. */
    public boolean assumed(String ingredientId) {
        return assumedNames.stream().anyMatch(name -> name.ingredientIds().contains(ingredientId));
    }
}
