package com.medvigil.engine.interaction;

import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.facts.RuleCandidate;
import com.medvigil.engine.facts.TakenMedication;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Matching of rule reference sets against a patient's ingredients, grouped by ingredient so that the same
 * ingredient listed twice counts once (its uses are all reported).
 */
public final class Combinations {

    private Combinations() {
    }

    /** One candidate per ingredient that matches any reference (one per product whose ingredients all do). */
    public static List<RuleCandidate> anyOf(Set<String> refs, Map<String, List<IngredientUse>> byIngredient) {
        List<RuleCandidate> candidates = new ArrayList<>();
        byIngredient.forEach((id, uses) -> {
            if (uses.get(0).matchesAny(refs)) {
                candidates.add(RuleCandidate.of(uses, List.of(uses.get(0).displayName())));
            }
        });
        return productsTogether(candidates);
    }

    /**
     * Candidates on exactly the same listed medicines are one: a combination product meets a rule through two of its
     * ingredients (a combined pill's estrogen and progestin; Prezcobix's darunavir and cobicistat), and is named by
     * them together ("norgestimate / ethinyl estradiol") rather than blamed on the first.
     */
    private static List<RuleCandidate> productsTogether(List<RuleCandidate> candidates) {
        if (candidates.size() < 2) {
            return candidates;
        }
        Map<Set<TakenMedication>, List<RuleCandidate>> byMedicines = new LinkedHashMap<>();
        for (RuleCandidate candidate : candidates) {
            Set<TakenMedication> medicines = Collections.newSetFromMap(new IdentityHashMap<>());
            candidate.uses().forEach(use -> medicines.add(use.medication()));
            byMedicines.computeIfAbsent(medicines, key -> new ArrayList<>()).add(candidate);
        }
        List<RuleCandidate> together = new ArrayList<>();
        for (List<RuleCandidate> same : byMedicines.values()) {
            if (same.size() == 1) {
                together.add(same.get(0));
                continue;
            }
            // Each use once: a partner shared by both candidates must not count twice towards a dose.
            Set<IngredientUse> uses = new LinkedHashSet<>();
            List<Set<String>> names = new ArrayList<>();
            for (RuleCandidate candidate : same) {
                uses.addAll(candidate.uses());
                for (int slot = 0; slot < candidate.slotNames().size(); slot++) {
                    if (names.size() == slot) {
                        names.add(new LinkedHashSet<>());
                    }
                    names.get(slot).add(candidate.slotNames().get(slot));
                }
            }
            together.add(RuleCandidate.of(List.copyOf(uses), names.stream().map(slot -> String.join(" / ", slot)).toList()));
        }
        return together;
    }

    /**
     * One candidate per unordered pair of distinct ingredients, one from each set. Two ingredients that come only from
     * one and the same product are no pair: the product was made to give them together, and its label speaks for the
     * combination (Auvelity's bupropion raises its dextromethorphan on purpose).
     */
    public static List<RuleCandidate> pairs(Set<String> first, Set<String> second,
                                            Map<String, List<IngredientUse>> byIngredient) {
        List<RuleCandidate> candidates = new ArrayList<>();
        Set<Set<String>> seen = new HashSet<>();
        for (Map.Entry<String, List<IngredientUse>> a : byIngredient.entrySet()) {
            if (!a.getValue().get(0).matchesAny(first)) {
                continue;
            }
            for (Map.Entry<String, List<IngredientUse>> b : byIngredient.entrySet()) {
                if (a.getKey().equals(b.getKey()) || !b.getValue().get(0).matchesAny(second)
                        || onlyInOneProduct(a.getValue(), b.getValue()) || !seen.add(Set.of(a.getKey(), b.getKey()))) {
                    continue;
                }
                List<IngredientUse> uses = new ArrayList<>(a.getValue());
                uses.addAll(b.getValue());
                candidates.add(RuleCandidate.of(uses,
                        List.of(a.getValue().get(0).displayName(), b.getValue().get(0).displayName())));
            }
        }
        return productsTogether(candidates);
    }

    private static boolean onlyInOneProduct(List<IngredientUse> one, List<IngredientUse> other) {
        TakenMedication product = one.get(0).medication();
        return one.stream().allMatch(use -> use.medication() == product)
                && other.stream().allMatch(use -> use.medication() == product);
    }

    /**
     * A single candidate when each slot can take a different ingredient; it reports every ingredient matching any
     * slot, so that "ACE inhibitor + diuretic + NSAID" names all the diuretics involved.
     */
    public static Optional<RuleCandidate> oneFromEach(List<Set<String>> slots,
                                                     Map<String, List<IngredientUse>> byIngredient) {
        List<List<String>> options = new ArrayList<>();
        for (Set<String> slot : slots) {
            List<String> matching = byIngredient.entrySet().stream()
                    .filter(e -> e.getValue().get(0).matchesAny(slot)).map(Map.Entry::getKey).toList();
            if (matching.isEmpty()) {
                return Optional.empty();
            }
            options.add(matching);
        }
        if (!assignable(options, 0, new HashSet<>())) {
            return Optional.empty();
        }
        Set<String> involved = new LinkedHashSet<>();
        List<String> slotNames = new ArrayList<>();
        for (List<String> option : options) {
            involved.addAll(option);
            slotNames.add(String.join(", ", option.stream().map(id -> byIngredient.get(id).get(0).displayName()).toList()));
        }
        List<IngredientUse> uses = new ArrayList<>();
        involved.forEach(id -> uses.addAll(byIngredient.get(id)));
        return Optional.of(RuleCandidate.of(uses, slotNames));
    }

    private static boolean assignable(List<List<String>> options, int slot, Set<String> used) {
        if (slot == options.size()) {
            return true;
        }
        for (String id : options.get(slot)) {
            if (used.add(id)) {
                if (assignable(options, slot + 1, used)) {
                    return true;
                }
                used.remove(id);
            }
        }
        return false;
    }

    /**
     * A single candidate when at least {@code count} distinct ingredients match; with {@code separateMedicines}
     * they must also come from at least that many listed medicines (a duplicate needs two prescriptions).
     */
    public static Optional<RuleCandidate> atLeast(int count, Set<String> refs,
                                                  Map<String, List<IngredientUse>> byIngredient,
                                                  boolean separateMedicines) {
        List<IngredientUse> uses = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (List<IngredientUse> ingredientUses : byIngredient.values()) {
            if (ingredientUses.get(0).matchesAny(refs)) {
                uses.addAll(ingredientUses);
                names.add(ingredientUses.get(0).displayName());
            }
        }
        long medicines = uses.stream().map(IngredientUse::medication).distinct().count();
        if (names.size() < count || separateMedicines && medicines < count) {
            return Optional.empty();
        }
        return Optional.of(RuleCandidate.of(uses, names));
    }
}
