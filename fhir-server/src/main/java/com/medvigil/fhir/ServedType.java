package com.medvigil.fhir;

import java.util.Arrays;
import java.util.Optional;

/**
 * The seven FHIR resource types MedVigil stores and serves (spec 1, 2.7), with the summary
 * counter of $submit and the element that names the patient each one is about.
 */
public enum ServedType {
    PATIENT("Patient", "patients", null),
    MEDICATION_STATEMENT("MedicationStatement", "medicationStatements", "subject"),
    MEDICATION_REQUEST("MedicationRequest", "medicationRequests", "subject"),
    CONDITION("Condition", "conditions", "subject"),
    ALLERGY_INTOLERANCE("AllergyIntolerance", "allergies", "patient"),
    OBSERVATION("Observation", "observations", "subject"),
    ENCOUNTER("Encounter", "encounters", "subject");

    private final String resourceType;
    private final String summaryKey;
    private final String patientElement;

    ServedType(String resourceType, String summaryKey, String patientElement) {
        this.resourceType = resourceType;
        this.summaryKey = summaryKey;
        this.patientElement = patientElement;
    }

    public static Optional<ServedType> of(String resourceType) {
        return Arrays.stream(values()).filter(type -> type.resourceType.equals(resourceType)).findFirst();
    }

    public String resourceType() {
        return resourceType;
    }

    /** The counter of this type in the $submit summary. */
    public String summaryKey() {
        return summaryKey;
    }

    /** The required reference to the patient ({@code subject} or {@code patient}); null for Patient itself. */
    public String patientElement() {
        return patientElement;
    }
}
