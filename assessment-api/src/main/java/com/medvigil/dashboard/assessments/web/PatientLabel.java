package com.medvigil.dashboard.assessments.web;

import java.util.Locale;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import com.medvigil.model.patient.Demographics;
import com.medvigil.model.patient.PatientProfile;

/**
 * How a page names a patient for the clinicians of the tenant: name and record number when known,
 * else the start of the patient id. Patient names appear on pages only, never in logs.
 */
public record PatientLabel(String name, String externalId, String dateOfBirth, String sex) {

    static PatientLabel of(UUID patientId, PatientProfile profile) {
        Demographics demographics = profile == null || profile.getDemographics() == null ? Demographics.NONE : profile.getDemographics();
        String name = Stream.of(demographics.lastName(), demographics.firstName())
                .filter(part -> part != null && !part.isBlank())
                .collect(Collectors.joining(", "));
        return new PatientLabel(name.isEmpty() ? "Patient " + patientId.toString().substring(0, 8) : name,
                profile == null ? null : profile.getExternalId(),
                demographics.dateOfBirth() == null ? null : demographics.dateOfBirth().toString(),
                demographics.sex() == null ? null : demographics.sex().name().toLowerCase(Locale.ROOT));
    }
}
