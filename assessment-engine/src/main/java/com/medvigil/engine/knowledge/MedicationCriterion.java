package com.medvigil.engine.knowledge;

import java.util.List;
import java.util.Set;

/**
 * Which medicines a rule is about. References are drug ids or class ids; a medicine matches a reference when the
 * reference is among its tokens (its ingredient and every class that holds it).
 */
public sealed interface MedicationCriterion {

    /** Any one medicine matching; one finding per matching medicine. */
    record AnyOf(Set<String> refs) implements MedicationCriterion {
    }

    /** One distinct ingredient for each slot (two slots: one finding per pair). */
    record AllOf(List<Set<String>> slots) implements MedicationCriterion {
    }

    /** At least {@code count} distinct ingredients from {@code refs}; one finding for the whole group. */
    record AtLeast(int count, Set<String> refs) implements MedicationCriterion {
    }

    /**
     * The same ingredient in two or more listed medicines, unless the ingredient is one of {@code except} (drug ids
     * and class tokens): an antidote kept for rescue beside a product that holds it is no second source.
     */
    record SameIngredient(Set<String> except) implements MedicationCriterion {
        public SameIngredient {
            except = Set.copyOf(except);
        }
    }

    /**
     * A documented allergy against a medicine: the same ingredient, the same class, a cross-reacting class, or a
     * class the allergy names on its own ("cephalosporins"). With {@code reactions}, the rule holds only when the
     * documented reaction mentions one of them (angioedema on an ACE inhibitor, not a cough).
     */
    record Allergy(AllergyMatch match, Set<String> allergen, Set<String> drugs, Set<String> reactions)
            implements MedicationCriterion {

        public Allergy(AllergyMatch match, Set<String> allergen, Set<String> drugs) {
            this(match, allergen, drugs, Set.of());
        }
    }

    /**
     * The anticholinergic burden summed across medicines reaches {@code atLeast}. With {@code definite} true, at least
     * one of the drugs must have a definite anticholinergic effect (a score of 2 or more); with false, none may
     * (every drug only possibly anticholinergic); null takes any.
     */
    record Burden(int atLeast, Boolean definite) implements MedicationCriterion {
    }

    /**
     * The opioids taken add up to at least {@code atLeast} morphine milligram equivalents a day, and to less than
     * {@code below} when that is set. Only opioids whose daily dose is known are counted, so the total is a floor.
     */
    record MorphineEquivalents(double atLeast, Double below) implements MedicationCriterion {
    }

    /**
     * How a documented allergy meets a medicine. The first four read allergy records; {@code RECORDED_INTOLERANCE}
     * reads only the records of side effects (an intolerance), and only against the very same ingredient.
     */
    enum AllergyMatch {
        SAME_INGREDIENT, SAME_CLASS, CROSS_REACTIVE, NAMED_CLASS, RECORDED_INTOLERANCE
    }
}
