package com.medvigil.engine.knowledge;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The words EHR medicine names carry besides the drug: units, dose forms, salts, release terms. The recogniser skips
 * them. {@code routeTerms} tell where a medicine is given, by route id in order of precedence (the first route whose
 * word appears wins); {@code routeFieldTerms} are further words only a route field uses ("PO", "per rectum").
 * {@code notMedicines} are words of allergy substances that are not medicines (pollen, peanuts, latex), and
 * {@code noAllergyPhrases} the ways of saying there is no allergy. {@code reactionDegrees} are the words a recorded
 * reaction opens with to say how strong it was ("mild nausea"): read past when the reaction itself is judged.
 * {@code conditionAbsentOpenings} and {@code conditionAbsentEndings} are how a problem-list entry says the condition
 * is not the patient's ("Not pregnant", "Pulmonary embolism ruled out", "Influenza vaccination"), the family ones how
 * it says the condition is a relative's ("Family history of breast cancer"); {@code conditionHistoryOpenings} are
 * openings that still mean a past condition ("No evidence of recurrence of breast cancer").
 * {@code infusionVehicleWords} are the words of infusion fluids and flushes (sodium chloride, dextrose, lactated
 * Ringer's, water for injection, parenteral nutrition): a name made only of them is a vehicle, not a medicine to check.
 * {@code lackOfEffectReactions} are how an allergy record says the drug did not work ("no pain relief"): no reaction.
 */
public record NameVocabulary(Set<String> units, Set<String> doseForms, Set<String> salts, Set<String> releaseTerms,
                             Set<String> fillerWords, Map<String, List<String>> routeTerms,
                             Map<String, List<String>> routeFieldTerms, Set<String> notMedicines,
                             List<String> noAllergyPhrases, Set<String> reactionDegrees,
                             List<String> conditionAbsentOpenings, List<String> conditionAbsentEndings,
                             List<String> conditionFamilyOpenings, List<String> conditionFamilyEndings,
                             List<String> conditionHistoryOpenings, Set<String> infusionVehicleWords,
                             Set<String> lackOfEffectReactions) {

    /** True for any word that is not part of a drug's name. */
    public boolean isNoise(String token) {
        return salts.contains(token) || isNoiseBesidesSalts(token);
    }

    /**
     * A unit, dose form, release term, filler or route word: noise in any name, where a salt word ("sodium chloride")
     * can be the whole of an infusion fluid's name.
     */
    public boolean isNoiseBesidesSalts(String token) {
        return units.contains(token) || doseForms.contains(token) || releaseTerms.contains(token)
                || fillerWords.contains(token) || isRouteWord(token);
    }

    private boolean isRouteWord(String token) {
        for (List<String> words : routeTerms.values()) {
            if (words.contains(token)) {
                return true;
            }
        }
        return false;
    }
}
