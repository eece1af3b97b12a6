package com.medvigil.engine.knowledge;

import com.medvigil.engine.result.Symptoms;

import java.util.List;
import java.util.Set;

/**
 * The clinical consequence a rule warns about (bleeding, serotonin syndrome), told for the patient: a plain sentence,
 * advice, what to monitor and which symptoms need help. {@code about} names the drugs or classes the wording speaks
 * of, where it names any ("methotrexate toxicity"): every rule that borrows the effect must be about one of them, so
 * that a thiopurine rule cannot print methotrexate instructions. Empty for effects worded for any medicine.
 * {@code mentions} are medicines the wording names only as advice (acetaminophen instead, naloxone at home), not as
 * what the rule is about. {@code onset} is an {@link Onset} id where the consequence has a known onset, else null.
 * {@code patientStops} is true where the advice tells the patient to stop the medicine now (a teratogen in
 * pregnancy): the patient text then does not also tell them to change nothing on their own.
 */
public record Effect(String id, String plain, String advice, List<Symptoms.Monitoring> monitoring,
                     List<Symptoms.Concerning> concerning, Set<String> about, Set<String> mentions, String onset,
                     boolean patientStops) {

    /** When the consequence shows: rapid is hours to a day, delayed is days to weeks. */
    public enum Onset {
        RAPID, DELAYED;

        /** The name knowledge files and results use. */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}
