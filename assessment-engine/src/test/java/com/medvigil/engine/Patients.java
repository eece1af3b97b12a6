package com.medvigil.engine;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** A small named builder for test patients: {@code Patients.aged(70).male().taking("warfarin 5 MG").build()}. */
public final class Patients {

    public static final LocalDate AS_OF = LocalDate.of(2025, 6, 1);

    private Integer age;
    private Integer ageDays;
    private Integer statedAge;
    private PatientCase.Sex sex;
    private Double weightKg;
    private Double heightCm;
    private PatientCase.ReproductiveStatus reproductiveStatus;
    private final List<PatientCase.HormonalTherapy> hormonalTherapies = new ArrayList<>();
    private final List<PatientCase.Medication> medications = new ArrayList<>();
    private final List<PatientCase.Condition> conditions = new ArrayList<>();
    private final List<PatientCase.Allergy> allergies = new ArrayList<>();
    private final List<PatientCase.Lab> labs = new ArrayList<>();
    private PatientCase.Vitals vitals;
    private PatientCase.SocialHistory socialHistory;

    private Patients(Integer age) {
        this.age = age;
    }

    public static Patients aged(int age) {
        return new Patients(age);
    }

    public static Patients ofUnknownAge() {
        return new Patients(null);
    }

    /** An infant: born this many days before the assessment date. */
    public static Patients agedDays(int days) {
        Patients patient = new Patients(null);
        patient.ageDays = days;
        return patient;
    }

    /** A patient whose birth date is unknown and whose age in years was stated instead. */
    public static Patients ofStatedAge(int years) {
        Patients patient = new Patients(null);
        patient.statedAge = years;
        return patient;
    }

    public Patients measuring(double cm) {
        heightCm = cm;
        return this;
    }

    public Patients takingSince(String name, double amount, String unit, String frequency, LocalDate start) {
        medications.add(new PatientCase.Medication(name, new PatientCase.Dosage(amount, unit, frequency), null, null,
                null, null, "request", start, null));
        return this;
    }

    /** A medicine taken from {@code start} and stopped on {@code end} (status stopped). */
    public Patients stopped(String name, double amount, String unit, String frequency, LocalDate start, LocalDate end) {
        medications.add(new PatientCase.Medication(name, new PatientCase.Dosage(amount, unit, frequency), null, null,
                "stopped", null, "request", start, end));
        return this;
    }

    public Patients takingUntil(String name, double amount, String unit, String frequency, LocalDate end) {
        medications.add(new PatientCase.Medication(name, new PatientCase.Dosage(amount, unit, frequency), null, null,
                null, null, "request", null, end));
        return this;
    }

    public Patients male() {
        sex = PatientCase.Sex.MALE;
        return this;
    }

    public Patients female() {
        sex = PatientCase.Sex.FEMALE;
        return this;
    }

    public Patients weighing(double kg) {
        weightKg = kg;
        return this;
    }

    public Patients reproductive(PatientCase.ReproductiveStatus status) {
        reproductiveStatus = status;
        return this;
    }

    public Patients taking(String... names) {
        for (String name : names) {
            medications.add(PatientCase.Medication.named(name));
        }
        return this;
    }

    public Patients taking(String name, double amount, String unit, String frequency) {
        medications.add(new PatientCase.Medication(name, new PatientCase.Dosage(amount, unit, frequency), null, null,
                null, null, "request", null, null));
        return this;
    }

    public Patients withHormonalTherapy(String name, String type) {
        hormonalTherapies.add(new PatientCase.HormonalTherapy(name, type, null, null));
        return this;
    }

    public Patients with(String... conditionNames) {
        for (String name : conditionNames) {
            conditions.add(PatientCase.Condition.named(name));
        }
        return this;
    }

    public Patients allergicTo(String substance, String reaction) {
        allergies.add(new PatientCase.Allergy(substance, null, null, reaction, null));
        return this;
    }

    public Patients lab(String name, double value, String unit) {
        labs.add(new PatientCase.Lab(name, null, value, unit, "2025-05-30"));
        return this;
    }

    public Patients vitals(PatientCase.Vitals vitals) {
        this.vitals = vitals;
        return this;
    }

    public Patients social(String alcohol, String smoking, Integer pregnancyWeeks, Boolean grapefruit) {
        socialHistory = new PatientCase.SocialHistory(alcohol, smoking, pregnancyWeeks, grapefruit);
        return this;
    }

    public PatientCase build() {
        LocalDate born = ageDays != null ? AS_OF.minusDays(ageDays) : age == null ? null : AS_OF.minusYears(age).minusDays(1);
        return new PatientCase(AS_OF, new PatientCase.Demographics(born, sex, weightKg, heightCm, statedAge), reproductiveStatus,
                hormonalTherapies, medications, conditions, allergies, vitals, labs, socialHistory);
    }
}
