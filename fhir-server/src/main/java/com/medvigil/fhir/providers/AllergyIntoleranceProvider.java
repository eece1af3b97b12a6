package com.medvigil.fhir.providers;

import java.util.List;

import org.hl7.fhir.r4.model.AllergyIntolerance;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;

import ca.uhn.fhir.rest.annotation.OptionalParam;
import ca.uhn.fhir.rest.annotation.Search;
import ca.uhn.fhir.rest.param.ReferenceAndListParam;
import ca.uhn.fhir.rest.param.TokenAndListParam;

/** AllergyIntolerances, by patient and clinical status. */
@Component
class AllergyIntoleranceProvider extends StoredResourceProvider<AllergyIntolerance> {

    AllergyIntoleranceProvider(StoredResourceReader reader) {
        super(ServedType.ALLERGY_INTOLERANCE, AllergyIntolerance.class, reader);
    }

    /** {@code status} is the clinical status, as is its standard name {@code clinical-status}. */
    @Search
    public List<AllergyIntolerance> search(
            @OptionalParam(name = "patient") ReferenceAndListParam patient,
            @OptionalParam(name = "subject") ReferenceAndListParam subject,
            @OptionalParam(name = "status") TokenAndListParam status,
            @OptionalParam(name = "clinical-status") TokenAndListParam clinicalStatus,
            @OptionalParam(name = "_id") TokenAndListParam id) {
        return search(query().patient("patient", patient).patient("subject", subject)
                .token("status", "status", status).token("clinical-status", "status", clinicalStatus).ids(id));
    }
}
