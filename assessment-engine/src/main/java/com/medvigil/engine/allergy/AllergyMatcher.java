package com.medvigil.engine.allergy;

import com.medvigil.engine.facts.AllergyRecord;
import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.facts.RuleCandidate;
import com.medvigil.engine.knowledge.KnowledgeBase;
import com.medvigil.engine.knowledge.MedicationCriterion;
import com.medvigil.engine.medication.MedicineNames;
import com.medvigil.engine.result.Severity;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Matches documented allergies against the medicines taken, for one allergy rule at a time. */
public final class AllergyMatcher {

    private AllergyMatcher() {
    }

    public static List<RuleCandidate> match(MedicationCriterion.Allergy criterion, Severity ruleSeverity,
                                            Severity severeReactionSeverity, List<AllergyRecord> allergies,
                                            Map<String, List<IngredientUse>> byIngredient) {
        List<RuleCandidate> candidates = new ArrayList<>();
        Set<String> reactions = normalised(criterion.reactions());
        for (AllergyRecord allergy : allergies) {
            if (!reactions.isEmpty() && !allergy.mentionsAny(reactions)) {
                continue;
            }
            Severity severity = allergy.severeReaction() && severeReactionSeverity != null
                    ? severeReactionSeverity : ruleSeverity;
            for (List<IngredientUse> uses : byIngredient.values()) {
                IngredientUse use = uses.get(0);
                if (matches(criterion, allergy, use)) {
                    candidates.add(new RuleCandidate(uses, List.of(use.displayName()), allergy.substance(), severity,
                            null));
                }
            }
        }
        return candidates;
    }

    private static boolean matches(MedicationCriterion.Allergy criterion, AllergyRecord allergy, IngredientUse use) {
        // A side effect of one drug is no allergy: it says nothing about the drug's relatives, and the same drug again
        // is a recorded intolerance, not an allergy.
        if (allergy.intoleranceOnly() != (criterion.match() == MedicationCriterion.AllergyMatch.RECORDED_INTOLERANCE)) {
            return false;
        }
        for (AllergyRecord.Allergen allergen : allergy.allergens()) {
            boolean same = allergen.id().equals(use.ingredientId());
            switch (criterion.match()) {
                case SAME_INGREDIENT, RECORDED_INTOLERANCE -> {
                    if (same) {
                        return true;
                    }
                }
                case SAME_CLASS -> {
                    if (!same && sharesAny(allergen.tokens(), use.tokens(), criterion.drugs())) {
                        return true;
                    }
                }
                case CROSS_REACTIVE -> {
                    if (!same && use.matchesAny(criterion.drugs()) && containsAny(allergen.tokens(), criterion.allergen())
                            && !containsAny(allergen.tokens(), criterion.drugs())) {
                        return true;
                    }
                }
                case NAMED_CLASS -> {
                    // "Allergic to cephalosporins": the record names the class, not the drug that caused it.
                    if (allergen.id().startsWith(KnowledgeBase.CLASS_PREFIX)
                            && criterion.allergen().contains(allergen.id().substring(KnowledgeBase.CLASS_PREFIX.length()))
                            && use.matchesAny(criterion.drugs())) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static Set<String> normalised(Set<String> terms) {
        Set<String> result = new LinkedHashSet<>();
        terms.forEach(term -> result.add(MedicineNames.normalize(term)));
        return result;
    }

    private static boolean sharesAny(Set<String> a, Set<String> b, Set<String> among) {
        for (String ref : among) {
            if (a.contains(ref) && b.contains(ref)) {
                return true;
            }
        }
        return false;
    }

    private static boolean containsAny(Set<String> tokens, Set<String> refs) {
        for (String ref : refs) {
            if (tokens.contains(ref)) {
                return true;
            }
        }
        return false;
    }
}
