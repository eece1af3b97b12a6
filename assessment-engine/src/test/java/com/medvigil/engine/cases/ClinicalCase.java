package com.medvigil.engine.cases;

import com.medvigil.engine.PatientCase;
import com.medvigil.engine.result.RiskLevel;

import java.time.LocalDate;
import java.util.List;

/**
 * One clinical case as written in src/test/resources/cases: the patient (with {@code age} in years, or
 * {@code ageDays} for an infant, as a shorthand for a date of birth), the risk level a careful clinician expects, the rules that must be named, rules that must not,
 * data gaps that must be reported, and names that must be reported as unrecognised. {@code negative} marks a control that must stay MILD.
 * {@code incomplete}, when given, is the expected incomplete-check flag (something not recognised).
 * {@code offers} and {@code doesNotOffer} name alternatives (by their catalogue name) that must and must not be
 * suggested: every alternative offered must itself pass the engine for this patient.
 */
record ClinicalCase(
        String id,
        String note,
        LocalDate asOf,
        Integer age,
        PatientCase.Sex sex,
        Double weightKg,
        PatientCase.ReproductiveStatus reproductiveStatus,
        List<PatientCase.HormonalTherapy> hormonalTherapies,
        List<PatientCase.Medication> medications,
        List<PatientCase.Condition> conditions,
        List<PatientCase.Allergy> allergies,
        PatientCase.Vitals vitals,
        List<PatientCase.Lab> labs,
        PatientCase.SocialHistory socialHistory,
        RiskLevel expect,
        List<String> findings,
        List<String> absent,
        List<String> missing,
        List<String> unrecognized,
        Boolean negative,
        Integer ageDays,
        Double heightCm,
        Boolean incomplete,
        List<String> offers,
        List<String> doesNotOffer) {

    static final LocalDate DEFAULT_AS_OF = LocalDate.of(2025, 6, 1);

    PatientCase toPatientCase() {
        LocalDate when = asOf == null ? DEFAULT_AS_OF : asOf;
        LocalDate born = ageDays != null ? when.minusDays(ageDays) : age == null ? null : when.minusYears(age).minusDays(1);
        PatientCase.Demographics demographics = born == null && sex == null && weightKg == null && heightCm == null
                ? null : new PatientCase.Demographics(born, sex, weightKg, heightCm, null);
        return new PatientCase(when, demographics, reproductiveStatus, hormonalTherapies, medications, conditions,
                allergies, vitals, labs, socialHistory);
    }

    List<String> findingsOrEmpty() {
        return findings == null ? List.of() : findings;
    }

    List<String> absentOrEmpty() {
        return absent == null ? List.of() : absent;
    }

    List<String> missingOrEmpty() {
        return missing == null ? List.of() : missing;
    }

    List<String> unrecognizedOrEmpty() {
        return unrecognized == null ? List.of() : unrecognized;
    }

    List<String> offersOrEmpty() {
        return offers == null ? List.of() : offers;
    }

    List<String> doesNotOfferOrEmpty() {
        return doesNotOffer == null ? List.of() : doesNotOffer;
    }

    boolean isNegativeControl() {
        return Boolean.TRUE.equals(negative);
    }
}
