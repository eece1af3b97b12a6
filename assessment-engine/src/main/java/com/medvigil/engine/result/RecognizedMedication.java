package com.medvigil.engine.result;

import java.util.List;

/**
 * How one listed medicine was understood: the name as given, its ingredients, how it was matched
 * (rxnorm, name, brand, abbreviation, class, misspelling) and how sure that is. {@code assessed} is false for
 * medicines that were stopped or not recognised, which the checks leave out.
 */
public record RecognizedMedication(
        String name,
        List<String> ingredients,
        Confidence confidence,
        String matchedBy,
        String source,
        boolean assessed,
        String note) {
}
