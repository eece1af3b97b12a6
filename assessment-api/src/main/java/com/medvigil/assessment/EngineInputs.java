package com.medvigil.assessment;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

import org.springframework.stereotype.Component;

import com.medvigil.assessment.fhirinput.FhirClinicalInputs;
import com.medvigil.assessment.fhirinput.Sourced;
import com.medvigil.engine.PatientCase;
import com.medvigil.model.assessment.Assessment;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.patient.Demographics;
import com.medvigil.model.patient.PatientProfile;
import com.medvigil.model.patient.PatientProfiles;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The engine's input for one assessment: the request, merged with the patient's profile and with
 * what the tenant stored for the patient through FHIR. What the request says wins: a stored item
 * the request already names (the same medicine, condition, allergy or lab) is left out, so a
 * medicine sent both ways is not mistaken for duplicate therapy.
 */
@Component
class EngineInputs {

    private final PatientProfiles patients;
    private final StoredClinicalData storedData;
    private final MedicineIdentity medicineIdentity;
    private final StoredRequests requests;
    private final ObjectMapper json;

    EngineInputs(PatientProfiles patients, StoredClinicalData storedData, MedicineIdentity medicineIdentity,
                 StoredRequests requests, ObjectMapper json) {
        this.patients = patients;
        this.storedData = storedData;
        this.medicineIdentity = medicineIdentity;
        this.requests = requests;
        this.json = json;
    }

    /** The engine's input, and the list of stored FHIR resources that went into it. */
    record Prepared(PatientCase patientCase, UsedFhirResources fromFhir) {
    }

    Prepared prepare(Assessment assessment) {
        ClinicalInputs given = requests.read(assessment);
        PatientProfile profile = patients.findByPatientId(assessment.getPatientId())
                .orElseThrow(() -> new NotFoundException("Patient", assessment.getPatientId()));
        return prepare(given, profile, assessment.getCreatedAt().atOffset(ZoneOffset.UTC).toLocalDate());
    }

    /** The engine's input for what a caller gives about a patient, as of a date, merged the same way. */
    Prepared prepare(ClinicalInputs given, PatientProfile profile, LocalDate asOf) {
        FhirClinicalInputs stored = storedData.gather(profile.getFhirId(), asOf);

        List<Sourced<PatientCase.Medication>> storedMedications = notAlreadyGiven(stored.medications(),
                given.medications(), medication -> medicineIdentity.of(medication.name(), medication.providedRxNormCode()));
        List<Sourced<PatientCase.Condition>> storedConditions = notAlreadyGiven(stored.conditions(),
                given.conditions(), condition -> identity(condition.code(), condition.name()));
        List<Sourced<PatientCase.Allergy>> storedAllergies = notAlreadyGiven(stored.allergies(),
                given.allergies(), allergy -> identity(allergy.code(), allergy.substance()));
        List<Sourced<PatientCase.Lab>> storedLabs = notGivenInTheRequest(stored.labs(),
                given.labs(), lab -> identity(lab.code(), lab.name()));

        PatientCase patientCase = new PatientCase(asOf,
                demographics(profile.getDemographics(), asOf),
                profile.getReproductiveStatus() == null ? null
                        : PatientCase.ReproductiveStatus.valueOf(profile.getReproductiveStatus().name()),
                hormonalTherapies(profile),
                concat(given.medications(), storedMedications),
                concat(given.conditions(), storedConditions),
                concat(given.allergies(), storedAllergies),
                given.vitals(),
                concat(given.labs(), storedLabs),
                stored.completing(given.socialHistory()));
        List<String> observations = new ArrayList<>(references(storedLabs));
        if (stored.smokingStatusUsedWith(given.socialHistory())) {
            observations.add(stored.smokingStatus().reference());
        }
        return new Prepared(patientCase, new UsedFhirResources(storedMedications.stream()
                .map(item -> new UsedFhirResources.StoredMedication(item.reference(), item.input().name())).toList(),
                references(storedConditions), references(storedAllergies), observations));
    }

    private static Set<String> identity(String code, String name) {
        Set<String> keys = new HashSet<>();
        if (code != null) {
            keys.add("code:" + code.strip());
        }
        if (name != null) {
            keys.add("name:" + name.strip().toLowerCase(Locale.ROOT));
        }
        return keys;
    }

    /** Stored items whose identity overlaps nothing the request gave, nor an earlier stored item: one of each. */
    private static <T> List<Sourced<T>> notAlreadyGiven(List<Sourced<T>> stored, List<T> given,
                                                        Function<T, Set<String>> identity) {
        Set<String> givenKeys = keysOf(given, identity);
        List<Sourced<T>> kept = new ArrayList<>();
        for (Sourced<T> item : stored) {
            Set<String> keys = identity.apply(item.input());
            if (keys.stream().noneMatch(givenKeys::contains)) {
                kept.add(item);
                givenKeys.addAll(keys);
            }
        }
        return kept;
    }

    /**
     * Stored readings whose measure the request gave none of: all of them, since the engine compares a measure's
     * recent readings (a creatinine rise), where the other inputs keep one of each.
     */
    private static <T> List<Sourced<T>> notGivenInTheRequest(List<Sourced<T>> stored, List<T> given,
                                                             Function<T, Set<String>> identity) {
        Set<String> givenKeys = keysOf(given, identity);
        return stored.stream().filter(item -> identity.apply(item.input()).stream().noneMatch(givenKeys::contains))
                .toList();
    }

    /** The identities of the items the request gave, as a set the caller may add to. */
    private static <T> Set<String> keysOf(List<T> given, Function<T, Set<String>> identity) {
        Set<String> keys = new HashSet<>();
        given.forEach(item -> keys.addAll(identity.apply(item)));
        return keys;
    }

    private static <T> List<T> concat(List<T> given, List<Sourced<T>> stored) {
        List<T> all = new ArrayList<>(given);
        stored.forEach(item -> all.add(item.input()));
        return all;
    }

    private static <T> List<String> references(List<Sourced<T>> items) {
        return items.stream().map(Sourced::reference).toList();
    }

    /** A stated age is given to the engine as it stands on the assessment's date. */
    private static PatientCase.Demographics demographics(Demographics demographics, LocalDate asOf) {
        if (demographics == null) {
            return null;
        }
        return new PatientCase.Demographics(demographics.dateOfBirth(),
                demographics.sex() == null ? null : PatientCase.Sex.valueOf(demographics.sex().name()),
                demographics.weightKg() == null ? null : demographics.weightKg().doubleValue(),
                demographics.heightCm() == null ? null : demographics.heightCm().doubleValue(),
                demographics.statedAgeOn(asOf));
    }

    private List<PatientCase.HormonalTherapy> hormonalTherapies(PatientProfile profile) {
        if (profile.getHormonalTherapiesJson() == null) {
            return List.of();
        }
        try {
            return List.of(json.readValue(profile.getHormonalTherapiesJson(), PatientCase.HormonalTherapy[].class));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Stored hormonal therapies of patient " + profile.getPatientId() + " are unreadable", e);
        }
    }
}
