package com.medvigil.fhir.providers;

import java.util.List;

import org.hl7.fhir.r4.model.Observation;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;

import ca.uhn.fhir.rest.annotation.OptionalParam;
import ca.uhn.fhir.rest.annotation.Search;
import ca.uhn.fhir.rest.param.ReferenceAndListParam;
import ca.uhn.fhir.rest.param.TokenAndListParam;

/** Observations (labs, vitals), by patient, category code and observation code. */
@Component
class ObservationProvider extends StoredResourceProvider<Observation> {

    ObservationProvider(StoredResourceReader reader) {
        super(ServedType.OBSERVATION, Observation.class, reader);
    }

    @Search
    public List<Observation> search(
            @OptionalParam(name = "patient") ReferenceAndListParam patient,
            @OptionalParam(name = "subject") ReferenceAndListParam subject,
            @OptionalParam(name = "category") TokenAndListParam category,
            @OptionalParam(name = "code") TokenAndListParam code,
            @OptionalParam(name = "_id") TokenAndListParam id) {
        return search(query().patient("patient", patient).patient("subject", subject)
                .token("category", "category", category).token("code", "code", code).ids(id));
    }
}
