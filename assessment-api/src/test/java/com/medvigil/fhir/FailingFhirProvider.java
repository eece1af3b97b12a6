package com.medvigil.fhir;

import org.hl7.fhir.r4.model.Basic;
import org.hl7.fhir.r4.model.IdType;
import org.springframework.stereotype.Component;

import ca.uhn.fhir.rest.annotation.IdParam;
import ca.uhn.fhir.rest.annotation.Read;
import ca.uhn.fhir.rest.server.IResourceProvider;

/** Test-only FHIR provider that fails the way a bug would, to check what a FHIR client gets to see. */
@Component
class FailingFhirProvider implements IResourceProvider {

    static final String SECRET_DETAIL = "jdbc:postgresql://db-internal:5432/secret";

    @Override
    public Class<Basic> getResourceType() {
        return Basic.class;
    }

    @Read
    public Basic read(@IdParam IdType id) {
        throw new IllegalStateException("Simulated bug touching " + SECRET_DETAIL);
    }
}
