package com.medvigil.engine.dose;

import com.medvigil.engine.knowledge.Product;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The combinations whose labels write a dose in mg or g as the total of their ingredients (piperacillin-tazobactam
 * 4.5 g is piperacillin 4 g and tazobactam 0.5 g), with each ingredient's share of that total. Found by the set of
 * ingredients a name resolved to, so that "piperacillin-tazobactam 4.5 g" is read as Zosyn is.
 */
public final class TotalMassDoses {

    private final Map<Set<String>, Map<String, Double>> shares = new HashMap<>();

    public TotalMassDoses(List<Product> products) {
        for (Product product : products) {
            if (!product.totalMassParts().isEmpty()) {
                shares.put(Set.copyOf(product.ingredients()), product.totalMassShares());
            }
        }
    }

    /** Each ingredient's share of a mass dose of exactly these ingredients, if their labels write it as a total. */
    public Optional<Map<String, Double>> sharesOf(List<String> ingredientIds) {
        return Optional.ofNullable(shares.get(Set.copyOf(ingredientIds)));
    }
}
