package com.medvigil.model.patient;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.Period;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;

import com.medvigil.model.error.InvalidFieldException;

/**
 * Who the patient is, as far as a medication assessment cares. Every field may be null; the
 * constructor enforces the limits the columns and DECISIONS set (positive weight and height).
 * {@code ageYears} is an age stated where the birth date is unknown, true on {@code ageRecordedOn};
 * the two come together, and a known {@code dateOfBirth} leaves no room for them.
 */
@Embeddable
public record Demographics(
        @Column(name = "first_name") String firstName,
        @Column(name = "last_name") String lastName,
        @Column(name = "phone") String phone,
        @Column(name = "date_of_birth") LocalDate dateOfBirth,
        @Column(name = "age_years") Integer ageYears,
        @Column(name = "age_recorded_on") LocalDate ageRecordedOn,
        @Enumerated(EnumType.STRING) @Column(name = "sex") Sex sex,
        @Column(name = "gender_identity") String genderIdentity,
        @Column(name = "weight_kg") BigDecimal weightKg,
        @Column(name = "height_cm") BigDecimal heightCm,
        @Column(name = "ethnicity") String ethnicity) {

    public static final int MAX_AGE_YEARS = 130;

    public static final Demographics NONE = new Demographics(null, null, null, null, null, null, null, null, null, null, null);

    public Demographics {
        requireLength("demographics.firstName", firstName, 200);
        requireLength("demographics.lastName", lastName, 200);
        requireLength("demographics.phone", phone, 50);
        requireLength("demographics.genderIdentity", genderIdentity, 100);
        requireLength("demographics.ethnicity", ethnicity, 100);
        requirePositive("demographics.weightKg", weightKg);
        requirePositive("demographics.heightCm", heightCm);
        if (ageYears != null && (ageYears < 0 || ageYears > MAX_AGE_YEARS)) {
            throw new InvalidFieldException("demographics.ageYears", "must be a whole number from 0 to " + MAX_AGE_YEARS);
        }
        if ((ageYears == null) != (ageRecordedOn == null)) {
            throw new IllegalArgumentException("A stated age needs the day it was stated, and only a stated age has one");
        }
        if (ageYears != null && dateOfBirth != null) {
            throw new IllegalArgumentException("A stated age is kept only while the birth date is unknown");
        }
    }

    /**
     * The stated age on {@code date}: the age given plus the whole years since it was given (so it
     * may be up to a year below the true age, never above); null without a stated age.
     */
    public Integer statedAgeOn(LocalDate date) {
        if (ageYears == null) {
            return null;
        }
        return Math.max(0, ageYears + Period.between(ageRecordedOn, date).getYears());
    }

    /**
     * These demographics with every null field filled from {@code stored}: a null never erases. A
     * birth date, given now or stored, replaces a stated age: the age only stood in for it.
     */
    public Demographics over(Demographics stored) {
        if (stored == null) {
            return this;
        }
        LocalDate birth = dateOfBirth != null ? dateOfBirth : stored.dateOfBirth;
        boolean statedNow = ageYears != null;
        return new Demographics(
                firstName != null ? firstName : stored.firstName,
                lastName != null ? lastName : stored.lastName,
                phone != null ? phone : stored.phone,
                birth,
                birth != null ? null : statedNow ? ageYears : stored.ageYears,
                birth != null ? null : statedNow ? ageRecordedOn : stored.ageRecordedOn,
                sex != null ? sex : stored.sex,
                genderIdentity != null ? genderIdentity : stored.genderIdentity,
                weightKg != null ? weightKg : stored.weightKg,
                heightCm != null ? heightCm : stored.heightCm,
                ethnicity != null ? ethnicity : stored.ethnicity);
    }

    private static void requireLength(String field, String value, int max) {
        if (value != null && value.length() > max) {
            throw new InvalidFieldException(field, "must be at most " + max + " characters long");
        }
    }

    private static void requirePositive(String field, BigDecimal value) {
        if (value != null && value.signum() <= 0) {
            throw new InvalidFieldException(field, "must be a number greater than 0");
        }
        if (value != null && value.compareTo(new BigDecimal("99999")) > 0) {
            throw new InvalidFieldException(field, "must be at most 99999");
        }
    }
}
