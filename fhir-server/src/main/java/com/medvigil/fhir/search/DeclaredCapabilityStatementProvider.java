package com.medvigil.fhir.search;

import java.util.Comparator;

import org.hl7.fhir.instance.model.api.IBase;
import org.hl7.fhir.r4.model.CapabilityStatement.CapabilityStatementRestComponent;
import org.hl7.fhir.r4.model.CapabilityStatement.CapabilityStatementRestResourceComponent;
import org.hl7.fhir.r4.model.CapabilityStatement.CapabilityStatementRestResourceSearchParamComponent;

import com.medvigil.fhir.ServedType;

import ca.uhn.fhir.rest.server.RestfulServer;
import ca.uhn.fhir.rest.server.provider.ServerCapabilityStatementProvider;
import ca.uhn.fhir.util.FhirTerser;

/**
 * HAPI's CapabilityStatement, with the search parameters of each type read from the declaration
 * ({@link DeclaredSearchParameterRegistry}) and listed by name, as HAPI lists a provider's own.
 */
public class DeclaredCapabilityStatementProvider extends ServerCapabilityStatementProvider {

    private final SearchParameters parameters;

    public DeclaredCapabilityStatementProvider(RestfulServer server, DeclaredSearchParameterRegistry searchParameters,
                                               SearchParameters parameters) {
        super(server, searchParameters, null);
        this.parameters = parameters;
    }

    /**
     * HAPI copies a registry's parameters into a hash map, which loses their order; and it derives
     * includes from every reference parameter of every type, where only the patient links work.
     */
    @Override
    protected void postProcessRest(FhirTerser terser, IBase rest) {
        for (CapabilityStatementRestResourceComponent resource : ((CapabilityStatementRestComponent) rest).getResource()) {
            resource.getSearchParam().sort(Comparator.comparing(CapabilityStatementRestResourceSearchParamComponent::getName));
            resource.getSearchInclude().clear();
            resource.getSearchRevInclude().clear();
            ServedType.of(resource.getType()).ifPresent(type -> {
                parameters.patientParameter(type).ifPresent(patient -> patient.names()
                        .forEach(name -> resource.addSearchInclude(type.resourceType() + ":" + name)));
                if (type == ServedType.PATIENT) {
                    for (ServedType source : ServedType.values()) {
                        parameters.patientParameter(source).ifPresent(patient -> patient.names()
                                .forEach(name -> resource.addSearchRevInclude(source.resourceType() + ":" + name)));
                    }
                }
            });
        }
    }
}
