package com.medvigil.fhir.derived;

import java.util.Map;

import org.hl7.fhir.instance.model.api.IBaseConformance;
import org.hl7.fhir.r4.model.CapabilityStatement;
import org.hl7.fhir.r4.model.CapabilityStatement.CapabilityStatementRestResourceComponent;
import org.hl7.fhir.r4.model.Enumerations.SearchParamType;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.context.RuntimeSearchParam;
import ca.uhn.fhir.interceptor.api.Hook;
import ca.uhn.fhir.interceptor.api.Interceptor;
import ca.uhn.fhir.interceptor.api.Pointcut;
import ca.uhn.fhir.rest.api.RestSearchParameterTypeEnum;

/**
 * Lists DetectedIssue's search parameters in the CapabilityStatement. The server's statement takes
 * parameters from the declared ones of the stored types, which DetectedIssue is not among, and its
 * search method binds its own; so they are added here, documented as HAPI documents FHIR's own.
 */
@Interceptor
public class DetectedIssueCapabilities {

    private final FhirContext fhirContext;

    public DetectedIssueCapabilities(FhirContext fhirContext) {
        this.fhirContext = fhirContext;
    }

    @Hook(Pointcut.SERVER_CAPABILITY_STATEMENT_GENERATED)
    public void listSearchParameters(IBaseConformance statement) {
        if (!(statement instanceof CapabilityStatement capabilities)) {
            return;
        }
        capabilities.getRest().stream().flatMap(rest -> rest.getResource().stream())
                .filter(resource -> "DetectedIssue".equals(resource.getType()))
                .forEach(this::declare);
    }

    private void declare(CapabilityStatementRestResourceComponent resource) {
        resource.getSearchParam().clear();
        DetectedIssueSearchParameters.DECLARED.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(parameter -> {
            RuntimeSearchParam builtIn = fhirContext.getResourceDefinition("DetectedIssue").getSearchParam(parameter.getKey());
            resource.addSearchParam().setName(parameter.getKey()).setType(type(parameter.getValue()))
                    .setDocumentation(builtIn == null ? null : builtIn.getDescription());
        });
    }

    private static SearchParamType type(RestSearchParameterTypeEnum type) {
        return SearchParamType.fromCode(type.getCode());
    }
}
