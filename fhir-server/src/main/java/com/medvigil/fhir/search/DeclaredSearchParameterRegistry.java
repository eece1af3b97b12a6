package com.medvigil.fhir.search;

import java.util.Set;
import java.util.TreeMap;

import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.context.RuntimeResourceDefinition;
import ca.uhn.fhir.context.RuntimeSearchParam;
import ca.uhn.fhir.context.RuntimeSearchParam.RuntimeSearchParamStatusEnum;
import ca.uhn.fhir.rest.server.util.ISearchParamRegistry;
import ca.uhn.fhir.rest.server.util.ResourceSearchParams;

/**
 * The declared search parameters in the form HAPI's CapabilityStatement provider reads them, so
 * that {@code /metadata} lists what {@link SearchParameters} declares (by name, documented with
 * HAPI's built-in parameter of the same name where there is one) and nothing else.
 */
@Component
public class DeclaredSearchParameterRegistry implements ISearchParamRegistry {

    private final SearchParameters parameters;
    private final FhirContext fhirContext;

    DeclaredSearchParameterRegistry(SearchParameters parameters, FhirContext fhirContext) {
        this.parameters = parameters;
        this.fhirContext = fhirContext;
    }

    /** The declaration this registry reads. */
    public SearchParameters declared() {
        return parameters;
    }

    /** Every name a type accepts, aliases included, in the order of their names. */
    @Override
    public ResourceSearchParams getActiveSearchParams(String resourceName, SearchParamLookupContextEnum context) {
        ResourceSearchParams declared = new ResourceSearchParams(resourceName);
        ServedType.of(resourceName).ifPresent(type -> {
            TreeMap<String, RuntimeSearchParam> byName = new TreeMap<>();
            for (SearchParameter parameter : parameters.of(type)) {
                for (String name : parameter.names()) {
                    byName.put(name, runtimeParameter(type, parameter, name));
                }
            }
            byName.forEach(declared::put);
        });
        return declared;
    }

    @Override
    public RuntimeSearchParam getActiveSearchParam(String resourceName, String name, SearchParamLookupContextEnum context) {
        return getActiveSearchParams(resourceName, context).get(name);
    }

    /** Parameters are known by name only; none has a canonical URL of its own. */
    @Override
    public RuntimeSearchParam getActiveSearchParamByUrl(String url, SearchParamLookupContextEnum context) {
        return null;
    }

    private RuntimeSearchParam runtimeParameter(ServedType type, SearchParameter parameter, String name) {
        RuntimeResourceDefinition definition = fhirContext.getResourceDefinition(type.resourceType());
        RuntimeSearchParam builtIn = definition.getSearchParam(name);
        String description = builtIn == null ? null : builtIn.getDescription();
        return new RuntimeSearchParam(null, null, name, description, parameters.pathOf(type, parameter),
                parameter.kind().fhirType(), Set.of(), Set.of(), RuntimeSearchParamStatusEnum.ACTIVE,
                Set.of(type.resourceType()));
    }
}
