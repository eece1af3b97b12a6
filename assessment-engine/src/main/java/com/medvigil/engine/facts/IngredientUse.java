package com.medvigil.engine.facts;

import java.util.Set;

/**
 * One ingredient of one taken medicine, with the tokens rules match against: {@code ingredientTokens} (the ingredient
 * id and every class that holds it) plus the classes its product confers (a combined pill's progestin is part of a
 * combined hormonal contraceptive).
 */
public record IngredientUse(String ingredientId, String displayName, Set<String> tokens, Set<String> ingredientTokens,
                            TakenMedication medication) {

    /**
     * The name a rule about {@code refs} gives this ingredient: its own, or, where only its product's class meets the
     * rule, the product's ingredients together ("norgestimate / ethinyl estradiol"), so that a combined pill's
     * progestin is not blamed for what the combination does.
     */
    public String nameFor(Set<String> refs) {
        if (tokens.size() == ingredientTokens.size() || refs.stream().anyMatch(ingredientTokens::contains)
                || refs.stream().noneMatch(tokens::contains)) {
            return displayName;
        }
        return String.join(" / ", medication.match().ingredientNames());
    }

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
