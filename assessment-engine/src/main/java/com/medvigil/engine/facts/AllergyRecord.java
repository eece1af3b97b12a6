package com.medvigil.engine.facts;

import com.medvigil.engine.condition.StatedTerms;

import java.util.List;
import java.util.Set;

/**
 * A documented allergy resolved to the ingredients or classes it names. {@code severeReaction} is true when the
 * documented severity or reaction (anaphylaxis, angioedema, SJS/TEN...) says the reaction was serious;
 * {@code documentedText} is the substance and reaction as normalised words, for rules that depend on the kind of
 * reaction. An allergy to a substance the engine did not recognise has no allergens: it matches nothing and is
 * reported as not checked. {@code intoleranceOnly} is true when the documented reaction is nothing but known side
 * effects (nausea, drowsiness), when the record calls itself an intolerance and names no reaction, or when it calls
 * itself an intolerance of an opioid and documents only histamine release (itching): an intolerance of that drug,
 * which predicts nothing about related ones.
 */
public record AllergyRecord(String substance, List<Allergen> allergens, boolean severeReaction, String documentedText,
                            boolean intoleranceOnly) {

    public AllergyRecord(String substance, List<Allergen> allergens, boolean severeReaction) {
        this(substance, allergens, severeReaction, "", false);
    }

    /**
     * Whether the documented substance or reaction states any of these normalised terms, as whole words and not right
     * after a negation ("cough; no angioedema" does not state angioedema).
     */
    public boolean mentionsAny(Set<String> normalisedTerms) {
        String text = " " + documentedText + " ";
        for (String term : normalisedTerms) {
            if (StatedTerms.statedWithoutNegation(text, " " + term + " ")) {
                return true;
            }
        }
        return false;
    }

    public boolean recognized() {
        return !allergens.isEmpty();
    }

    public record Allergen(String id, Set<String> tokens) {
    }
}
