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
 */
public record ConditionGroup(String id, String name, List<String> terms, Set<String> codes, boolean includeResolved,
                             List<LabDefinition> definedByLab, EgfrBand statedEgfr) {

    /** An eGFR range in mL/min/1.73m2: at least {@code atLeast} and under {@code below}, as KDIGO's G categories are. */
    public record EgfrBand(double atLeast, double below) {
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
