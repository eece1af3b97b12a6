package com.medvigil.model.patient;

import java.util.Arrays;

import com.medvigil.model.error.InvalidFieldException;

/** The reproductive states spec 2.3 lists; they matter for teratogenic and lactation risks. */
public enum ReproductiveStatus {
    REGULAR_CYCLE, PREGNANT, BREASTFEEDING, PERIMENOPAUSE, POSTMENOPAUSAL, PLANNING_PREGNANCY, UNKNOWN;

    public static ReproductiveStatus parse(String field, String value) {
        try {
            return valueOf(value);
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new InvalidFieldException(field, "must be one of " + Arrays.toString(values()));
        }
    }
}
