package com.medvigil.fhir.everything;

import java.util.Arrays;
import java.util.Optional;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.derived.PositionedIssues;
import com.medvigil.fhir.store.SearchOrder;

/**
 * The parts of a patient's record in the order {@code $everything} returns them: the Patient,
 * the six stored types that refer to a patient, then the DetectedIssues. The ordinal is the part's
 * number in the cursor, so the order must not change once links are out.
 */
enum EverythingPart {
    PATIENT(ServedType.PATIENT),
    MEDICATION_STATEMENT(ServedType.MEDICATION_STATEMENT),
    MEDICATION_REQUEST(ServedType.MEDICATION_REQUEST),
    CONDITION(ServedType.CONDITION),
    ALLERGY_INTOLERANCE(ServedType.ALLERGY_INTOLERANCE),
    OBSERVATION(ServedType.OBSERVATION),
    ENCOUNTER(ServedType.ENCOUNTER),
    DETECTED_ISSUE(null);

    private final ServedType storedType;

    EverythingPart(ServedType storedType) {
        this.storedType = storedType;
    }

    /** The stored type of the part; null for the derived DetectedIssues. */
    ServedType storedType() {
        return storedType;
    }

    String resourceType() {
        return storedType == null ? "DetectedIssue" : storedType.resourceType();
    }

    /** The order the part pages in: stored rows by their number, DetectedIssues by when they were identified. */
    SearchOrder order() {
        return storedType == null ? PositionedIssues.ORDER : SearchOrder.STORED;
    }

    static Optional<EverythingPart> of(String resourceType) {
        return Arrays.stream(values()).filter(part -> part.resourceType().equals(resourceType)).findFirst();
    }
}
