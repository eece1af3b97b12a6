package com.medvigil.fhir.submit;

/**
 * Whether the assessment engine knows a medication, so that a MedicationStatement it could not
 * check is stored with a warning rather than in silence. Implemented on top of the engine by the
 * application, which keeps this module free of the engine.
 */
public interface MedicationVocabulary {

    /** {@code rxNormCode} may be null; {@code name} is the medication's text or display. */
    boolean recognizes(String name, String rxNormCode);
}
