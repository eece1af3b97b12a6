package com.medvigil.fhir.submit;

import org.hl7.fhir.r4.model.CodeableConcept;

/**
 * The {@code code} of the Medication a {@code medicationReference} points at ("Medication/123"),
 * where it is known: a Medication entry of the same bundle at {@code $submit}, a kept Medication
 * when an assessment reads stored data. Contained Medications are read from their owner.
 */
@FunctionalInterface
public interface MedicationCodes {

    MedicationCodes NONE = reference -> null;

    /** The code, or null when the reference names no known Medication. */
    CodeableConcept codeOf(String reference);
}
