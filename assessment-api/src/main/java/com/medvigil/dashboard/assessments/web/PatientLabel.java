package com.medvigil.dashboard.assessments.web;

import java.time.LocalDate;
import java.time.Period;
import java.util.Locale;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import com.medvigil.model.patient.Demographics;
import com.medvigil.model.patient.PatientProfile;

/**
 * How a page names a patient for the clinicians of the tenant: name and record number when known,
 * else the start of the patient id; the age today (from the birth date, else from the age stated
 * when it was unknown) and the sex, which dosing and many rules turn on. Patient names and birth
 * dates appear on pages only, never in logs.
 */
public record PatientLabel(String name, String externalId, String dateOfBirth, String sex, String age) {

    static PatientLabel of(UUID patientId, PatientProfile profile, LocalDate today) {
        Demographics demographics = profile == null || profile.getDemographics() == null ? Demographics.NONE : profile.getDemographics();
        String name = Stream.of(demographics.lastName(), demographics.firstName())
                .filter(part -> part != null && !part.isBlank())
                .collect(Collectors.joining(", "));
        return new PatientLabel(name.isEmpty() ? "Patient " + patientId.toString().substring(0, 8) : name,
                profile == null ? null : profile.getExternalId(),
                demographics.dateOfBirth() == null ? null : demographics.dateOfBirth().toString(),
                demographics.sex() == null ? null : demographics.sex().name().toLowerCase(Locale.ROOT),
                age(demographics, today));
    }

    /** "76 years", "8 months", or null when neither a birth date nor a stated age is known. */
    static String age(Demographics demographics, LocalDate today) {
        if (demographics.dateOfBirth() != null) {
            Period lived = Period.between(demographics.dateOfBirth(), today);
            if (lived.isNegative()) {
                return null;
            }
            // Months say more than "0 years" or "1 year" for an infant, whose doses go by them.
            return lived.getYears() >= 2 ? lived.getYears() + " years" : plural(lived.toTotalMonths(), "month");
        }
        Integer stated = demographics.statedAgeOn(today);
        return stated == null ? null : plural(stated, "year");
    }

    /** Age and sex in one short phrase, "76 years, female"; null when neither is known. */
    public String ageAndSex() {
        String joined = Stream.of(age, sex).filter(part -> part != null).collect(Collectors.joining(", "));
        return joined.isEmpty() ? null : joined;
    }

    private static String plural(long count, String unit) {
        return count + " " + unit + (count == 1 ? "" : "s");
    }
}
