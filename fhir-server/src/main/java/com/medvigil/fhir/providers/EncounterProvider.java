package com.medvigil.fhir.providers;

import java.util.List;

import org.hl7.fhir.r4.model.Encounter;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;

import ca.uhn.fhir.rest.annotation.OptionalParam;
import ca.uhn.fhir.rest.annotation.Search;
import ca.uhn.fhir.rest.param.ReferenceAndListParam;
import ca.uhn.fhir.rest.param.TokenAndListParam;

/** Encounters, by patient and status. */
@Component
class EncounterProvider extends StoredResourceProvider<Encounter> {

    EncounterProvider(StoredResourceReader reader) {
        super(ServedType.ENCOUNTER, Encounter.class, reader);
    }

    @Search
    public List<Encounter> search(
            @OptionalParam(name = "patient") ReferenceAndListParam patient,
            @OptionalParam(name = "subject") ReferenceAndListParam subject,
            @OptionalParam(name = "status") TokenAndListParam status,
            @OptionalParam(name = "_id") TokenAndListParam id) {
        return search(query().patient("patient", patient).patient("subject", subject)
                .token("status", "status", status).ids(id));
    }
}
