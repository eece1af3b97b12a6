package com.medvigil.engine.facts;

import com.medvigil.engine.PatientCase;
import com.medvigil.engine.result.AgeSource;

import java.time.LocalDate;
import java.time.Period;
import java.time.temporal.ChronoUnit;

/**
 * The patient's age as the rules read it: whole years, days where they can be told, and which field gave it. A birth
 * date wins, being exact; without one, a stated age in years. {@code asOf} null leaves a birth date unusable.
 */
public record PatientAge(Integer years, Long days, AgeSource source) {

    private static final PatientAge UNKNOWN = new PatientAge(null, null, null);

    public static PatientAge of(PatientCase.Demographics demographics, LocalDate asOf) {
        if (demographics == null) {
            return UNKNOWN;
        }
        if (demographics.dateOfBirth() != null) {
            return asOf == null ? UNKNOWN : new PatientAge(Period.between(demographics.dateOfBirth(), asOf).getYears(),
                    ChronoUnit.DAYS.between(demographics.dateOfBirth(), asOf), AgeSource.DATE_OF_BIRTH);
        }
        Integer stated = demographics.ageYears();
        return stated == null ? UNKNOWN : new PatientAge(stated, statedDays(stated), AgeSource.AGE_YEARS);
    }

    /**
     * A stated age of a year or more gives its lower bound in days, 365 a year: the day-based rules concern the first
     * weeks of life (neonates to 12 weeks), which such an age settles. A stated age of 0 settles nothing: null.
     */
    private static Long statedDays(int years) {
        return years < 1 ? null : 365L * years;
    }
}
