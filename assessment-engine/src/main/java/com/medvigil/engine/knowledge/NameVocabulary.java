package com.medvigil.engine.knowledge;

import java.util.Set;

/**
 * The words EHR medicine names carry besides the drug: units, dose forms, salts, release terms. The recogniser skips
 * them; local-route and parenteral terms tell where a medicine acts.
 */
public record NameVocabulary(Set<String> units, Set<String> doseForms, Set<String> salts, Set<String> releaseTerms,
                             Set<String> fillerWords, Set<String> localRouteTerms, Set<String> parenteralTerms) {

    /** True for any word that is not part of a drug's name. */
    public boolean isNoise(String token) {
        return units.contains(token) || doseForms.contains(token) || salts.contains(token)
                || releaseTerms.contains(token) || fillerWords.contains(token) || localRouteTerms.contains(token)
                || parenteralTerms.contains(token);
    }
}
