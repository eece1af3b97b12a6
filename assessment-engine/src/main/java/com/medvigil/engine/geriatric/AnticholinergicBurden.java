package com.medvigil.engine.geriatric;

import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.facts.RuleCandidate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Sums the Anticholinergic Cognitive Burden scale scores of the distinct ingredients taken. Each drug counts once,
 * however many products carry it. A drug whose whole known daily dose is at or below its dose floor does not count
 * (doxepin 6 mg a day or less); an unknown dose counts, since it may be the full dose. A medicine given one time only
 * (diphenhydramine once beside adrenaline for anaphylaxis) is no burden carried from day to day and does not count
 * either. A score of 2 or 3 is a definite
 * anticholinergic effect on the scale, a score of 1 a possible one (seen in laboratory tests, not clinically).
 */
public final class AnticholinergicBurden {

    private static final int DEFINITE_SCORE = 2;

    private AnticholinergicBurden() {
    }

    public static Optional<RuleCandidate> reaching(int threshold, Boolean definite, Map<String, Integer> scores,
                                                   Map<String, Double> doseFloors,
                                                   Map<String, List<IngredientUse>> byIngredient) {
        int total = 0;
        int highest = 0;
        List<IngredientUse> uses = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Map.Entry<String, List<IngredientUse>> entry : byIngredient.entrySet()) {
            Integer score = scores.get(entry.getKey());
            List<IngredientUse> regular = entry.getValue().stream().filter(use -> !use.medication().givenOnce()).toList();
            if (score != null && score > 0 && !regular.isEmpty()
                    && !atOrBelowFloor(entry.getKey(), doseFloors.get(entry.getKey()), regular)) {
                total += score;
                highest = Math.max(highest, score);
                uses.addAll(regular);
                names.add(regular.get(0).displayName() + " (" + score + ")");
            }
        }
        if (total < threshold || definite != null && definite != (highest >= DEFINITE_SCORE)) {
            return Optional.empty();
        }
        return Optional.of(new RuleCandidate(uses, names, null, null, String.valueOf(total)));
    }

    private static boolean atOrBelowFloor(String ingredient, Double floorMg, List<IngredientUse> uses) {
        if (floorMg == null) {
            return false;
        }
        double total = 0;
        for (IngredientUse use : uses) {
            Double perDay = use.medication().dose().mgPerDay().get(ingredient);
            if (perDay == null) {
                return false;
            }
            total += perDay;
        }
        return total <= floorMg;
    }
}
