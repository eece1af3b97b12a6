package com.medvigil.engine;

import com.fasterxml.jackson.annotation.JsonCreator;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;

/**
 * Everything the engine may know about one patient, as the assessment request (spec 2.4) and the stored FHIR data
 * describe it. Any field may be null; {@code asOf} fixes the date at which age and durations are measured so that
 * the same case always gives the same result.
 */
public record PatientCase(
        LocalDate asOf,
        Demographics demographics,
        ReproductiveStatus reproductiveStatus,
        List<HormonalTherapy> hormonalTherapies,
        List<Medication> medications,
        List<Condition> conditions,
        List<Allergy> allergies,
        Vitals vitals,
        List<Lab> labs,
        SocialHistory socialHistory) {

    public PatientCase {
        hormonalTherapies = withoutNulls(hormonalTherapies);
        medications = withoutNulls(medications);
        conditions = withoutNulls(conditions);
        allergies = withoutNulls(allergies);
        labs = withoutNulls(labs);
    }

    private static <T> List<T> withoutNulls(List<T> items) {
        return items == null ? List.of() : items.stream().filter(Objects::nonNull).toList();
    }

    public enum Sex { MALE, FEMALE, OTHER, UNKNOWN }

    public enum ReproductiveStatus {
        REGULAR_CYCLE, PREGNANT, BREASTFEEDING, PERIMENOPAUSE, POSTMENOPAUSAL, PLANNING_PREGNANCY, UNKNOWN
    }

    /**
     * {@code ageYears} is the age in whole years at {@code asOf} for a patient whose birth date is unknown; a
     * {@code dateOfBirth} wins over it, being exact.
     */
    public record Demographics(LocalDate dateOfBirth, Sex sex, Double weightKg, Double heightCm, Integer ageYears) {
    }

    /** The spec leaves the shape open: a name is enough; type (e.g. "estrogen") helps when the name is a brand we do not hold. */
    public record HormonalTherapy(String name, String type, String route, String status) {
        @JsonCreator
        public HormonalTherapy {
        }

        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        public static HormonalTherapy named(String name) {
            return new HormonalTherapy(name, null, null, null);
        }
    }

    /**
     * One medicine as the request or the stored FHIR data lists it. {@code source} says where it came from
     * (for example "request" or "fhir") so that the API can tell the user which medicines were stored data.
     */
    public record Medication(String name, Dosage dosage, String form, String route, String status,
                             String providedRxNormCode, String source, LocalDate startDate, LocalDate endDate) {
        @JsonCreator
        public Medication {
        }

        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        public static Medication named(String name) {
            return new Medication(name, null, null, null, null, null, null, null, null);
        }
    }

    /** Amount and unit of one dose, and how often it is taken, as free text ("BID", "q8h", "twice daily", "PRN"). */
    public record Dosage(Double amount, String unit, String frequency) {
    }

    public record Condition(String name, String code, String system, String status) {
        @JsonCreator
        public Condition {
        }

        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        public static Condition named(String name) {
            return new Condition(name, null, null, null);
        }
    }

    /**
     * Severity is the documented reaction severity (mild, moderate, severe); reaction is free text such as
     * "anaphylaxis". Type is what the record calls itself, as FHIR's AllergyIntolerance.type does (allergy,
     * intolerance), when it says.
     */
    public record Allergy(String substance, String code, String system, String reaction, String severity,
                          String type) {
        @JsonCreator
        public Allergy {
        }

        public Allergy(String substance, String code, String system, String reaction, String severity) {
            this(substance, code, system, reaction, severity, null);
        }

        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        public static Allergy named(String substance) {
            return new Allergy(substance, null, null, null, null);
        }

        /** Whether the record itself says it is an intolerance rather than an allergy. */
        public boolean recordedAsIntolerance() {
            return type != null && type.trim().equalsIgnoreCase("intolerance");
        }
    }

    public record Vitals(Double systolicBp, Double diastolicBp, Double heartRate, Double temperatureC,
                         Double respiratoryRate, Double oxygenSaturation, Double qtcMs) {
    }

    /** observedAt is an ISO date or date-time; the latest reading of each measure wins. */
    public record Lab(String name, String code, Double value, String unit, String observedAt) {
    }

    /** alcohol: none|occasional|moderate|heavy; smoking: never|former|current. */
    public record SocialHistory(String alcohol, String smoking, Integer pregnancyWeeks, Boolean grapefruit) {
    }

    /**
     * The calendar day an input's ISO date or date-time names (its first ten characters, as written,
     * without moving it to another time zone), or null when it names none.
     */
    public static LocalDate dayOf(String isoDateOrDateTime) {
        if (isoDateOrDateTime == null || isoDateOrDateTime.length() < 10) {
            return null;
        }
        // Read by hand rather than with LocalDate.parse: a CDS Hooks call dates every Observation
        // of the prefetch this way, and the formatter was most of that work.
        if (isoDateOrDateTime.charAt(4) != '-' || isoDateOrDateTime.charAt(7) != '-') {
            return null;
        }
        int year = digits(isoDateOrDateTime, 0, 4);
        int month = digits(isoDateOrDateTime, 5, 7);
        int day = digits(isoDateOrDateTime, 8, 10);
        if (year < 0 || month < 0 || day < 0) {
            return null;
        }
        try {
            return LocalDate.of(year, month, day);
        } catch (DateTimeException e) {
            return null;
        }
    }

    /** The number the ASCII digits from {@code start} to {@code end} write, or -1 if any is not a digit. */
    private static int digits(String text, int start, int end) {
        int value = 0;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}
