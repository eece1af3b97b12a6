package com.medvigil.engine.facts;

import java.util.List;
import java.util.Set;

/**
 * A documented allergy resolved to the ingredients or classes it names. {@code severeReaction} is true when the
 * documented severity or reaction (anaphylaxis, angioedema, SJS/TEN...) says the reaction was serious. An allergy to
 * a substance the engine did not recognise has no allergens: it matches nothing and is reported as not checked.
 */
public record AllergyRecord(String substance, List<Allergen> allergens, boolean severeReaction) {

    public boolean recognized() {
        return !allergens.isEmpty();
    }

    public record Allergen(String id, Set<String> tokens) {
    }
}
