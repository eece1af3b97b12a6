package com.medvigil.engine.knowledge;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A branded or combination product resolved to all its ingredients (Percocet, Augmentin, a contraceptive pack).
 * {@code classes} are what the product is beyond its ingredients (a levonorgestrel IUD is not a pill);
 * {@code route} is the route id the product is given by when its name does not say (Restasis: ophthalmic);
 * {@code local}, when set, overrides what the route and ingredients would say about where it acts (Femring is a
 * vaginal ring that delivers a systemic estradiol dose). {@code strengthOrder} is the order in which the product's
 * strengths are written when they are not named by ingredient ("Percocet 5/325": oxycodone, then acetaminophen);
 * empty when the product does not say, and then such strengths are not read. {@code totalMassParts}, aligned with
 * {@code ingredients}, says that a dose of the combination in mg or g is written as the total of its ingredients in
 * these proportions (Zosyn 4.5 g: piperacillin 4 g and tazobactam 0.5 g, 8 to 1); empty when the label writes doses
 * otherwise (Augmentin's 875 mg is its amoxicillin).
 */
public record Product(String name, List<String> aliases, List<String> ingredients, List<String> classes, String route,
                      Boolean local, List<String> strengthOrder, List<Double> totalMassParts) {

    /** Each ingredient's share of a mass dose of this combination, or empty when its label does not write a total. */
    public Map<String, Double> totalMassShares() {
        if (totalMassParts.isEmpty()) {
            return Map.of();
        }
        double total = totalMassParts.stream().mapToDouble(Double::doubleValue).sum();
        Map<String, Double> shares = new LinkedHashMap<>();
        for (int i = 0; i < ingredients.size(); i++) {
            shares.put(ingredients.get(i), totalMassParts.get(i) / total);
        }
        return Map.copyOf(shares);
    }
}
