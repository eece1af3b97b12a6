package com.medvigil.fhir.providers;

import java.util.Arrays;
import java.util.List;

import org.hl7.fhir.r4.model.Resource;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.search.SearchPages;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.rest.server.IResourceProvider;

/** One {@link StoredResourceProvider} per served type, for the FHIR server to register. */
@Component
public class StoredResourceProviders {

    private final List<IResourceProvider> providers;

    StoredResourceProviders(FhirContext fhirContext, StoredResourceReader reader, SearchPages searchPages) {
        this.providers = Arrays.stream(ServedType.values())
                .<IResourceProvider>map(type -> providerOf(type, fhirContext.getResourceDefinition(type.resourceType())
                        .getImplementingClass().asSubclass(Resource.class), reader, searchPages))
                .toList();
    }

    public List<IResourceProvider> all() {
        return providers;
    }

    private static <T extends Resource> StoredResourceProvider<T> providerOf(ServedType type, Class<T> resourceClass,
                                                                           StoredResourceReader reader, SearchPages searchPages) {
        return new StoredResourceProvider<>(type, resourceClass, reader, searchPages);
    }
}
