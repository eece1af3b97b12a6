package com.medvigil.engine.condition;

import java.util.List;

/**
 * Whether a record's words state a term or deny it. A problem list reads "Parkinson disease psychosis, no dementia"
 * and an allergy record "hives in childhood, no anaphylaxis": the term is there, but right after a word that denies it.
 * Both texts and terms are normalised and padded with a space on each side, so only whole words match.
 */
public final class StatedTerms {

    /** Words that, right before a term, deny it rather than state it. */
    private static final List<String> NEGATIONS = List.of(" no ", " without ", " not ", " negative for ", " denies ",
            " free of ", " non ");

    private StatedTerms() {
    }

    /** Whether the padded term occurs in the padded text other than right after a negation. */
    public static boolean statedWithoutNegation(String text, String term) {
        for (int at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
            String before = text.substring(0, at + 1);
            if (NEGATIONS.stream().noneMatch(before::endsWith)) {
                return true;
            }
        }
        return false;
    }
}
