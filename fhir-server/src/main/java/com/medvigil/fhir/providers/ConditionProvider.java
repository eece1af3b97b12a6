package com.medvigil.fhir.providers;

import java.util.List;

import org.hl7.fhir.r4.model.Condition;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;

import ca.uhn.fhir.rest.annotation.OptionalParam;
import ca.uhn.fhir.rest.annotation.Search;
import ca.uhn.fhir.rest.param.ReferenceAndListParam;
import ca.uhn.fhir.rest.param.TokenAndListParam;

/** Conditions, by patient and clinical status. */
@Component
class ConditionProvider extends StoredResourceProvider<Condition> {

    ConditionProvider(StoredResourceReader reader) {
        super(ServedType.CONDITION, Condition.class, reader);
    }

    /** {@code status} is the clinical status, as is its standard name {@code clinical-status}. */
    @Search
    public List<Condition> search(
            @OptionalParam(name = "patient") ReferenceAndListParam patient,
            @OptionalParam(name = "subject") ReferenceAndListParam subject,
            @OptionalParam(name = "status") TokenAndListParam status,
            @OptionalParam(name = "clinical-status") TokenAndListParam clinicalStatus,
            @OptionalParam(name = "_id") TokenAndListParam id) {
        return search(query().patient("patient", patient).patient("subject", subject)
                .token("status", "status", status).token("clinical-status", "status", clinicalStatus).ids(id));
    }
}
