package com.medvigil.patient.web;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

import com.medvigil.model.error.FieldPath;
import com.medvigil.model.patient.Demographics;
import com.medvigil.model.patient.PatientDetails;
import com.medvigil.model.patient.ReproductiveStatus;
import com.medvigil.model.patient.Sex;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * A patient profile as the API takes it (spec 2.3): the body of {@code POST /v1/patients} and the
 * {@code patient} block of an assessment request. Option 1 names the profile by {@code patientId};
 * Option 2 by {@code externalId} alone.
 */
public record PatientRequest(UUID patientId, String externalId, DemographicsItem demographics,
                             String reproductiveStatus, List<HormonalTherapyItem> hormonalTherapies) {

    /** {@code ageYears} stands in for an unknown {@code dateOfBirth}: one or the other, never both. */
    public record DemographicsItem(String firstName, String lastName, String phone, String dateOfBirth,
                                   @Schema(description = "The age in whole years (0 to 130) of a patient whose birth date"
                                           + " is unknown; stored as stated on the day of the request, and counted on"
                                           + " from there. Not with dateOfBirth.", minimum = "0", maximum = "130",
                                           example = "80")
                                   Integer ageYears,
                                   String sex, String genderIdentity, Double weightKg, Double heightCm,
                                   String ethnicity) {
    }

    /** The spec leaves the shape open: a name, or {@code {name, type, route, status}}. */
    public record HormonalTherapyItem(String name, String type, String route, String status) {

        @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)
        public HormonalTherapyItem {
        }

        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        public static HormonalTherapyItem named(String name) {
            return new HormonalTherapyItem(name, null, null, null);
        }
    }

    /** The profile fields, checked; {@code field} is where this block sits in the body. */
    public PatientDetails details(FieldPath field, Clock clock, ObjectMapper json) {
        return new PatientDetails(
                field.child("externalId").optionalText(externalId, PatientDetails.EXTERNAL_ID_MAX_LENGTH),
                demographics == null ? null : demographics(field.child("demographics"), clock),
                field.child("reproductiveStatus").optionalEnum(reproductiveStatus, ReproductiveStatus.class),
                hormonalTherapies == null ? null : hormonalTherapiesJson(field.child("hormonalTherapies"), json));
    }

    private Demographics demographics(FieldPath field, Clock clock) {
        LocalDate dateOfBirth = field.child("dateOfBirth").optionalDate(demographics.dateOfBirth());
        LocalDate today = LocalDate.now(clock);
        if (dateOfBirth != null && dateOfBirth.isAfter(today)) {
            throw field.child("dateOfBirth").invalid("must not be in the future");
        }
        Integer ageYears = demographics.ageYears();
        if (ageYears != null && (ageYears < 0 || ageYears > Demographics.MAX_AGE_YEARS)) {
            throw field.child("ageYears").invalid("must be a whole number from 0 to " + Demographics.MAX_AGE_YEARS);
        }
        if (ageYears != null && dateOfBirth != null) {
            throw field.child("ageYears").invalid("must not be given with dateOfBirth: it is for a patient whose birth"
                    + " date is unknown");
        }
        return new Demographics(
                field.child("firstName").optionalText(demographics.firstName(), 200),
                field.child("lastName").optionalText(demographics.lastName(), 200),
                field.child("phone").optionalText(demographics.phone(), 50),
                dateOfBirth,
                ageYears,
                ageYears == null ? null : today,
                field.child("sex").optionalEnum(demographics.sex(), Sex.class),
                field.child("genderIdentity").optionalText(demographics.genderIdentity(), 100),
                decimal(field.child("weightKg").optionalPositive(demographics.weightKg(), 700)),
                decimal(field.child("heightCm").optionalPositive(demographics.heightCm(), 300)),
                field.child("ethnicity").optionalText(demographics.ethnicity(), 100));
    }

    private String hormonalTherapiesJson(FieldPath field, ObjectMapper json) {
        List<HormonalTherapyItem> checked = new java.util.ArrayList<>();
        for (int i = 0; i < hormonalTherapies.size(); i++) {
            FieldPath item = field.index(i);
            HormonalTherapyItem therapy = item.required(hormonalTherapies.get(i));
            checked.add(new HormonalTherapyItem(
                    item.child("name").requiredText(therapy.name(), 200),
                    item.child("type").optionalText(therapy.type(), 100),
                    item.child("route").optionalText(therapy.route(), 100),
                    item.child("status").optionalText(therapy.status(), 50)));
        }
        try {
            return json.writeValueAsString(checked);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("A list of plain records always serialises", e);
        }
    }

    private static BigDecimal decimal(Double value) {
        return value == null ? null : BigDecimal.valueOf(value);
    }
}
