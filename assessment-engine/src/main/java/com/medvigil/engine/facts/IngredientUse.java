package com.medvigil.engine.facts;

import java.util.Set;

/**
 * One ingredient of one taken medicine, with the tokens rules match against (the ingredient id and every class that
 * holds it, plus classes its product confers).
 */
public record IngredientUse(String ingredientId, String displayName, Set<String> tokens, TakenMedication medication) {

    public boolean matchesAny(Set<String> refs) {
        // Walk the smaller set and probe the other: rules name a few refs, class-wide criteria many.
        Set<String> walked = refs.size() <= tokens.size() ? refs : tokens;
        Set<String> probed = walked == refs ? tokens : refs;
        for (String token : walked) {
            if (probed.contains(token)) {
                return true;
            }
        }
        return false;
    }
}
