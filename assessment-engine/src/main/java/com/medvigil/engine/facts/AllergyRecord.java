package com.medvigil.engine.facts;

import java.util.List;
import java.util.Set;

/**
 * A documented allergy resolved to the ingredients or classes it names. {@code severeReaction} is true when the
 * documented severity or reaction (anaphylaxis, angioedema, SJS/TEN...) says the reaction was serious.
 */
public record AllergyRecord(String substance, List<Allergen> allergens, boolean severeReaction) {

    public record Allergen(String id, Set<String> tokens) {
    }
}
