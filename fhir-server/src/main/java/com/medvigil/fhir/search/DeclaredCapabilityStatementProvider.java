package com.medvigil.fhir.search;

import java.util.Comparator;

import org.hl7.fhir.instance.model.api.IBase;
import org.hl7.fhir.r4.model.CapabilityStatement.CapabilityStatementRestComponent;
import org.hl7.fhir.r4.model.CapabilityStatement.CapabilityStatementRestResourceComponent;
import org.hl7.fhir.r4.model.CapabilityStatement.CapabilityStatementRestResourceSearchParamComponent;

import ca.uhn.fhir.rest.server.RestfulServer;
import ca.uhn.fhir.rest.server.provider.ServerCapabilityStatementProvider;
import ca.uhn.fhir.util.FhirTerser;

/**
 * HAPI's CapabilityStatement, with the search parameters of each type read from the declaration
 * ({@link DeclaredSearchParameterRegistry}) and listed by name, as HAPI lists a provider's own.
 */
public class DeclaredCapabilityStatementProvider extends ServerCapabilityStatementProvider {

    public DeclaredCapabilityStatementProvider(RestfulServer server, DeclaredSearchParameterRegistry searchParameters) {
        super(server, searchParameters, null);
    }

    /** HAPI copies a registry's parameters into a hash map, which loses their order. */
    @Override
    protected void postProcessRest(FhirTerser terser, IBase rest) {
        for (CapabilityStatementRestResourceComponent resource : ((CapabilityStatementRestComponent) rest).getResource()) {
            resource.getSearchParam().sort(Comparator.comparing(CapabilityStatementRestResourceSearchParamComponent::getName));
        }
    }
}
