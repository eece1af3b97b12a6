package com.medvigil.fhir.submit;

import java.time.LocalDate;
import java.util.Objects;

import org.hl7.fhir.r4.model.ContactPoint;
import org.hl7.fhir.r4.model.Enumerations.AdministrativeGender;
import org.hl7.fhir.r4.model.Extension;
import org.hl7.fhir.r4.model.HumanName;
import org.hl7.fhir.r4.model.Patient;
import org.hl7.fhir.r4.model.StringType;

import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.patient.Demographics;
import com.medvigil.model.patient.PatientDetails;
import com.medvigil.model.patient.Sex;

import ca.uhn.fhir.model.api.TemporalPrecisionEnum;

/**
 * What a FHIR Patient says about the patient profile: externalId from {@code identifier[0]},
 * names from the official (else first) name, sex from gender, date of birth from birthDate,
 * phone from telecom and ethnicity from the US Core extension that EHRs send.
 */
public final class FhirPatientDetails {

    static final String US_CORE_ETHNICITY = "http://hl7.org/fhir/us/core/StructureDefinition/us-core-ethnicity";

    private FhirPatientDetails() {
    }

    public static PatientDetails of(Patient patient) {
        String externalId = patient.hasIdentifier() ? patient.getIdentifierFirstRep().getValue() : null;
        try {
            return new PatientDetails(externalId, demographics(patient), null, null);
        } catch (InvalidFieldException e) {
            throw EntryProblem.invalid("resource", "the patient profile cannot hold this Patient: " + e.getMessage());
        }
    }

    private static Demographics demographics(Patient patient) {
        HumanName name = patient.getName().stream().filter(n -> n.getUse() == HumanName.NameUse.OFFICIAL).findFirst()
                .orElse(patient.hasName() ? patient.getNameFirstRep() : null);
        String firstName = null;
        String lastName = null;
        if (name != null) {
            // A given name may be only an extension (a data-absent-reason, say): it has no value.
            firstName = String.join(" ", name.getGiven().stream().map(StringType::getValue).filter(Objects::nonNull).toList());
            lastName = name.getFamily();
            if (firstName.isBlank() && lastName == null && name.hasText()) {
                // Only a display text: its last word is taken as the family name, as Western names go.
                String text = name.getText().strip();
                int space = text.lastIndexOf(' ');
                firstName = space > 0 ? text.substring(0, space) : null;
                lastName = space > 0 ? text.substring(space + 1) : text;
            }
        }
        String phone = patient.getTelecom().stream().filter(t -> t.getSystem() == ContactPoint.ContactPointSystem.PHONE)
                .filter(ContactPoint::hasValue).map(ContactPoint::getValue).findFirst().orElse(null);
        Sex sex = patient.hasGender() && patient.getGender() != AdministrativeGender.NULL
                ? Sex.fromFhirGender(patient.getGender().toCode()) : null;
        return new Demographics(blankToNull(firstName), blankToNull(lastName), blankToNull(phone), dateOfBirth(patient),
                null, null, sex, null, null, null, ethnicity(patient));
    }

    /** A birthDate of only a year or month ("1974") cannot be a date of birth; it is left out. */
    private static LocalDate dateOfBirth(Patient patient) {
        if (!patient.hasBirthDate() || patient.getBirthDateElement().getPrecision() != TemporalPrecisionEnum.DAY) {
            return null;
        }
        return LocalDate.parse(patient.getBirthDateElement().getValueAsString().substring(0, 10));
    }

    private static String ethnicity(Patient patient) {
        Extension ethnicity = patient.getExtensionByUrl(US_CORE_ETHNICITY);
        if (ethnicity == null) {
            return null;
        }
        Extension text = ethnicity.getExtensionByUrl("text");
        return text != null && text.getValue() != null ? blankToNull(text.getValue().primitiveValue()) : null;
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
