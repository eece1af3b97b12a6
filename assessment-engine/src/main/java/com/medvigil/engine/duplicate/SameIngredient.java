package com.medvigil.engine.duplicate;

import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.facts.RuleCandidate;
import com.medvigil.engine.knowledge.KnowledgeBase;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds an ingredient given by two or more listed medicines, such as acetaminophen in both Norco and Tylenol.
 * Same-class duplicates (two NSAIDs) are ordinary "atLeast" rules of the duplication family.
 */
public final class SameIngredient {

    private SameIngredient() {
    }

    /** {@code except}: drug ids and class tokens whose ingredients are never counted as a duplicate. */
    public static List<RuleCandidate> find(Map<String, List<IngredientUse>> byIngredient, Set<String> except) {
        List<RuleCandidate> candidates = new ArrayList<>();
        byIngredient.forEach((id, uses) -> {
            long medicines = uses.stream().map(IngredientUse::medication).distinct().count();
            if (medicines >= 2 && !id.startsWith(KnowledgeBase.CLASS_PREFIX) && !uses.get(0).matchesAny(except)) {
                candidates.add(RuleCandidate.of(uses, List.of(uses.get(0).displayName())));
            }
        });
        return candidates;
    }
}
