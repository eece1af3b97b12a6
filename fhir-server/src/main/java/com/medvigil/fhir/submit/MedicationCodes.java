package com.medvigil.fhir.submit;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

import org.hl7.fhir.r4.model.CodeableConcept;
import org.hl7.fhir.r4.model.Medication;

/**
 * The {@code code} of the Medication a {@code medicationReference} points at ("Medication/123"),
 * where it is known: a Medication entry of the same bundle at {@code $submit}, a kept Medication
 * when an assessment reads stored data. Contained Medications are read from their owner.
 */
@FunctionalInterface
public interface MedicationCodes {

    MedicationCodes NONE = reference -> null;

    /** The codes of these Medications, each known by its reference ({@code Medication/<id>}). */
    static MedicationCodes of(Collection<Medication> medications) {
        Map<String, CodeableConcept> byReference = new HashMap<>();
        for (Medication medication : medications) {
            byReference.put("Medication/" + medication.getIdElement().getIdPart(), medication.getCode());
        }
        return byReference.isEmpty() ? NONE : byReference::get;
    }

    /** The code, or null when the reference names no known Medication. */
    CodeableConcept codeOf(String reference);
}
