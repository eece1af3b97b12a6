package com.medvigil.fhir.providers;

import java.util.Arrays;
import java.util.List;

import org.hl7.fhir.r4.model.Resource;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.search.SearchRequestBinder;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.rest.server.IResourceProvider;

/** One {@link StoredResourceProvider} per served type, for the FHIR server to register. */
@Component
public class StoredResourceProviders {

    private final List<IResourceProvider> providers;

    StoredResourceProviders(FhirContext fhirContext, StoredResourceReader reader, SearchRequestBinder binder) {
        this.providers = Arrays.stream(ServedType.values())
                .<IResourceProvider>map(type -> providerOf(type, fhirContext.getResourceDefinition(type.resourceType())
                        .getImplementingClass().asSubclass(Resource.class), reader, binder))
                .toList();
    }

    public List<IResourceProvider> all() {
        return providers;
    }

    private static <T extends Resource> StoredResourceProvider<T> providerOf(ServedType type, Class<T> resourceClass,
                                                                           StoredResourceReader reader, SearchRequestBinder binder) {
        return new StoredResourceProvider<>(type, resourceClass, reader, binder);
    }
}
