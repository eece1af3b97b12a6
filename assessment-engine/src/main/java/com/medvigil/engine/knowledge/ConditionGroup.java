package com.medvigil.engine.knowledge;

import java.util.List;
import java.util.Set;

/**
 * A clinical condition as rules refer to it (heart failure, CKD), with the words and codes that identify it.
 * {@code includeResolved} is true for conditions whose history is the risk (a past VTE, a past GI bleed).
 * {@code definedByLab} lists the readings that show the condition whether or not the problem list names it
 * (an eGFR below 60 is CKD stage G3a or worse), so that the rules on the condition also fire from the lab.
 * {@code statedEgfr} is the other way round: the eGFR range the condition itself places the patient in (chronic
 * kidney disease stage 4 is an eGFR of 15-29), null for a condition that says nothing about kidney function.
 * {@code unlessTerms} are names that hold a term but are another condition ("Wolff-Parkinson-White" is no Parkinson
 * disease, "diabetes insipidus" no diabetes mellitus): a name holding one is matched by code only.
 * {@code includeFamilyHistory} is true for a condition a relative's history makes a risk (medullary thyroid carcinoma
 * with a GLP-1 receptor agonist): "Family history of ..." then counts.
 * {@code members} are other groups whose conditions this group also holds, each as that group decides (its terms,
 * codes, readings and whether a resolved condition counts): ASCVD holds whatever coronary disease holds, so the
 * coronary terms are written once. A member has no members of its own.
 */
public record ConditionGroup(String id, String name, List<String> terms, List<String> unlessTerms, Set<String> codes,
                             boolean includeResolved, boolean includeFamilyHistory,
                             List<LabDefinition> definedByLab, EgfrBand statedEgfr, List<String> members) {

    /** An eGFR range in mL/min/1.73m2: at least {@code atLeast} and under {@code below}, as KDIGO's G categories are. */
    public record EgfrBand(double atLeast, double below) {

        /**
         * Whether every eGFR in the range is strictly above {@code above} (when given) and strictly under
         * {@code under} (when given): TRUE when all are, FALSE when none is, null when the range straddles a
         * threshold and only a reading could tell.
         */
        public Boolean meets(Double above, Double under) {
            if (above != null && below <= above || under != null && atLeast >= under) {
                return Boolean.FALSE;
            }
            boolean allAbove = above == null || atLeast > above;
            boolean allUnder = under == null || below <= under;
            return allAbove && allUnder ? Boolean.TRUE : null;
        }

        /** The range as KDIGO writes it for whole numbers: "15-29", or "under 15" for the open-ended lowest. */
        public String range() {
            return atLeast == 0 ? "under " + whole(below) : whole(atLeast) + "-" + whole(below - 1);
        }

        private static String whole(double value) {
            return String.valueOf(Math.round(value));
        }
    }

    /**
     * The condition shown by one measure strictly above or below a threshold (canonical unit). {@code meaning} says
     * in a clinician's words what the reading means, e.g. "below 60, KDIGO's threshold for CKD stage G3a".
     */
    public record LabDefinition(String lab, Double above, Double below, String meaning, List<String> sources) {

        public boolean isShownBy(double value) {
            return (above == null || value > above) && (below == null || value < below);
        }
    }
}
