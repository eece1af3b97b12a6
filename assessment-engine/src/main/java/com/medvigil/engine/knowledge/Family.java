package com.medvigil.engine.knowledge;

import com.fasterxml.jackson.annotation.JsonCreator;

import java.util.Locale;

/** The nine rule families; each knowledge file belongs to one and gives its findings a default type. */
public enum Family {
    INTERACTION("DRUG_INTERACTION"),
    DUPLICATION("DUPLICATE_THERAPY"),
    DOSE("DOSE"),
    CONDITION("DRUG_CONDITION"),
    ALLERGY("DRUG_ALLERGY"),
    REPRODUCTIVE("PREGNANCY_LACTATION"),
    GERIATRIC("OLDER_ADULT"),
    LIFESTYLE("FOOD_LIFESTYLE"),
    LAB("LAB_VITAL");

    private final String findingType;

    Family(String findingType) {
        this.findingType = findingType;
    }

    public String findingType() {
        return findingType;
    }

    @JsonCreator
    public static Family fromLabel(String label) {
        return valueOf(label.trim().toUpperCase(Locale.ROOT));
    }
}
