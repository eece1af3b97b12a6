package com.medvigil.engine.result;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * Which of the patient's fields gave the age the rules used: the birth date, or, where it is unknown, the age
 * stated in years. Written in JSON as the API field's name, so that a reader knows where to look.
 */
public enum AgeSource {
    DATE_OF_BIRTH("dateOfBirth"), AGE_YEARS("ageYears");

    private final String field;

    AgeSource(String field) {
        this.field = field;
    }

    @JsonValue
    public String field() {
        return field;
    }
}
