package com.medvigil.engine.facts;

import java.util.Set;

/**
 * One ingredient of one taken medicine, with the tokens rules match against (the ingredient id and every class that
 * holds it, plus classes its product confers).
 */
public record IngredientUse(String ingredientId, String displayName, Set<String> tokens, TakenMedication medication) {

    public boolean matchesAny(Set<String> refs) {
        for (String ref : refs) {
            if (tokens.contains(ref)) {
                return true;
            }
        }
        return false;
    }
}
