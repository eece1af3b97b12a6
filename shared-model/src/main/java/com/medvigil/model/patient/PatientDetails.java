package com.medvigil.model.patient;

import com.medvigil.model.error.InvalidFieldException;

/**
 * What a caller says about a patient: the profile fields other than its identity and clock.
 * A null field means "not said" and never erases what is stored.
 */
public record PatientDetails(String externalId, Demographics demographics, ReproductiveStatus reproductiveStatus,
                             String hormonalTherapiesJson) {

    public static final int EXTERNAL_ID_MAX_LENGTH = 200;

    public PatientDetails {
        if (externalId != null && (externalId.isBlank() || externalId.length() > EXTERNAL_ID_MAX_LENGTH)) {
            throw new InvalidFieldException("externalId",
                    "must be 1 to " + EXTERNAL_ID_MAX_LENGTH + " characters long");
        }
    }
}
