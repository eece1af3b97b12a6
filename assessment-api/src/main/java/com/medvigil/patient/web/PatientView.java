package com.medvigil.patient.web;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.medvigil.model.patient.Demographics;
import com.medvigil.model.patient.PatientProfile;
import com.medvigil.model.patient.ReproductiveStatus;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * One whole profile, as {@code GET /v1/patients/{patientId}} shows it: the list item's fields plus
 * what only a profile call or a FHIR Patient sets. {@code stub} is true while the profile exists
 * only because FHIR data referenced the patient (spec 2.7 rule 1).
 */
@Schema(name = "Patient")
record PatientView(UUID id, String externalId, Demographics demographics, ReproductiveStatus reproductiveStatus,
                   List<PatientRequest.HormonalTherapyItem> hormonalTherapies, boolean stub, Instant createdAt,
                   Instant updatedAt) {

    static PatientView of(PatientProfile profile, ObjectMapper json) {
        return new PatientView(profile.getPatientId(), profile.getExternalId(), profile.getDemographics(),
                profile.getReproductiveStatus(), hormonalTherapies(profile, json), profile.isStub(),
                profile.getCreatedAt(), profile.getUpdatedAt());
    }

    /** Stored as the checked list the request gave; null when none was ever given. */
    private static List<PatientRequest.HormonalTherapyItem> hormonalTherapies(PatientProfile profile, ObjectMapper json) {
        if (profile.getHormonalTherapiesJson() == null) {
            return null;
        }
        try {
            return List.of(json.readValue(profile.getHormonalTherapiesJson(), PatientRequest.HormonalTherapyItem[].class));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Stored hormonal therapies of patient " + profile.getPatientId()
                    + " are unreadable", e);
        }
    }
}
