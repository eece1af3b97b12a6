package com.medvigil.fhir.providers;

import java.util.List;

import org.hl7.fhir.r4.model.MedicationStatement;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;

import ca.uhn.fhir.rest.annotation.OptionalParam;
import ca.uhn.fhir.rest.annotation.Search;
import ca.uhn.fhir.rest.param.ReferenceAndListParam;
import ca.uhn.fhir.rest.param.TokenAndListParam;

/** MedicationStatements: what patients take, by patient and status. */
@Component
class MedicationStatementProvider extends StoredResourceProvider<MedicationStatement> {

    MedicationStatementProvider(StoredResourceReader reader) {
        super(ServedType.MEDICATION_STATEMENT, MedicationStatement.class, reader);
    }

    @Search
    public List<MedicationStatement> search(
            @OptionalParam(name = "patient") ReferenceAndListParam patient,
            @OptionalParam(name = "subject") ReferenceAndListParam subject,
            @OptionalParam(name = "status") TokenAndListParam status,
            @OptionalParam(name = "_id") TokenAndListParam id) {
        return search(query().patient("patient", patient).patient("subject", subject)
                .token("status", "status", status).ids(id));
    }
}
