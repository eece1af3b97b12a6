package com.medvigil.model.patient;

import java.math.BigDecimal;
import java.time.LocalDate;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;

import com.medvigil.model.error.InvalidFieldException;

/**
 * Who the patient is, as far as a medication assessment cares. Every field may be null; the
 * constructor enforces the limits the columns and DECISIONS set (positive weight and height).
 */
@Embeddable
public record Demographics(
        @Column(name = "first_name") String firstName,
        @Column(name = "last_name") String lastName,
        @Column(name = "phone") String phone,
        @Column(name = "date_of_birth") LocalDate dateOfBirth,
        @Enumerated(EnumType.STRING) @Column(name = "sex") Sex sex,
        @Column(name = "gender_identity") String genderIdentity,
        @Column(name = "weight_kg") BigDecimal weightKg,
        @Column(name = "height_cm") BigDecimal heightCm,
        @Column(name = "ethnicity") String ethnicity) {

    public static final Demographics NONE = new Demographics(null, null, null, null, null, null, null, null, null);

    public Demographics {
        requireLength("demographics.firstName", firstName, 200);
        requireLength("demographics.lastName", lastName, 200);
        requireLength("demographics.phone", phone, 50);
        requireLength("demographics.genderIdentity", genderIdentity, 100);
        requireLength("demographics.ethnicity", ethnicity, 100);
        requirePositive("demographics.weightKg", weightKg);
        requirePositive("demographics.heightCm", heightCm);
    }

    /** These demographics with every null field filled from {@code stored}: a null never erases. */
    public Demographics over(Demographics stored) {
        if (stored == null) {
            return this;
        }
        return new Demographics(
                firstName != null ? firstName : stored.firstName,
                lastName != null ? lastName : stored.lastName,
                phone != null ? phone : stored.phone,
                dateOfBirth != null ? dateOfBirth : stored.dateOfBirth,
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
