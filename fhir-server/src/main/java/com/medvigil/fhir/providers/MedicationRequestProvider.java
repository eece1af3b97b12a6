package com.medvigil.fhir.providers;

import java.util.List;

import org.hl7.fhir.r4.model.MedicationRequest;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;

import ca.uhn.fhir.rest.annotation.OptionalParam;
import ca.uhn.fhir.rest.annotation.Search;
import ca.uhn.fhir.rest.param.ReferenceAndListParam;
import ca.uhn.fhir.rest.param.TokenAndListParam;

/** MedicationRequests: prescriptions, by patient and status. */
@Component
class MedicationRequestProvider extends StoredResourceProvider<MedicationRequest> {

    MedicationRequestProvider(StoredResourceReader reader) {
        super(ServedType.MEDICATION_REQUEST, MedicationRequest.class, reader);
    }

    @Search
    public List<MedicationRequest> search(
            @OptionalParam(name = "patient") ReferenceAndListParam patient,
            @OptionalParam(name = "subject") ReferenceAndListParam subject,
            @OptionalParam(name = "status") TokenAndListParam status,
            @OptionalParam(name = "_id") TokenAndListParam id) {
        return search(query().patient("patient", patient).patient("subject", subject)
                .token("status", "status", status).ids(id));
    }
}
