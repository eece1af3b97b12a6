package com.medvigil.fhir.providers;

import java.util.List;

import org.hl7.fhir.r4.model.Patient;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;

import ca.uhn.fhir.rest.annotation.OptionalParam;
import ca.uhn.fhir.rest.annotation.Search;
import ca.uhn.fhir.rest.param.TokenAndListParam;

/** Patients as last submitted; {@code identifier} matches any of their identifiers. */
@Component
class PatientProvider extends StoredResourceProvider<Patient> {

    PatientProvider(StoredResourceReader reader) {
        super(ServedType.PATIENT, Patient.class, reader);
    }

    @Search
    public List<Patient> search(
            @OptionalParam(name = "identifier") TokenAndListParam identifier,
            @OptionalParam(name = "_id") TokenAndListParam id) {
        return search(query().token("identifier", "identifier", identifier).ids(id));
    }
}
