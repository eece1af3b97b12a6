package com.medvigil.engine.geriatric;

import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.facts.RuleCandidate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Sums the Anticholinergic Cognitive Burden scale scores of the distinct ingredients taken. Each drug counts once,
 * however many products carry it.
 */
public final class AnticholinergicBurden {

    private AnticholinergicBurden() {
    }

    public static Optional<RuleCandidate> reaching(int threshold, Map<String, Integer> scores,
                                                   Map<String, List<IngredientUse>> byIngredient) {
        int total = 0;
        List<IngredientUse> uses = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Map.Entry<String, List<IngredientUse>> entry : byIngredient.entrySet()) {
            Integer score = scores.get(entry.getKey());
            if (score != null && score > 0) {
                total += score;
                uses.addAll(entry.getValue());
                names.add(entry.getValue().get(0).displayName() + " (" + score + ")");
            }
        }
        if (total < threshold) {
            return Optional.empty();
        }
        return Optional.of(new RuleCandidate(uses, names, null, null, String.valueOf(total)));
    }
}
