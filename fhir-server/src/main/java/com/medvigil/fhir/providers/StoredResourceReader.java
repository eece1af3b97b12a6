package com.medvigil.fhir.providers;

import java.util.List;

import org.hl7.fhir.instance.model.api.IBaseResource;
import org.hl7.fhir.instance.model.api.IIdType;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.search.SearchQuery;
import com.medvigil.fhir.store.FhirResources;
import com.medvigil.fhir.store.ResourceKey;
import com.medvigil.fhir.store.StoredResource;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.rest.server.exceptions.ResourceNotFoundException;

/** Reads the current tenant's stored resources back as HAPI model objects. */
@Component
class StoredResourceReader {

    private final FhirResources resources;
    private final FhirContext fhirContext;

    StoredResourceReader(FhirResources resources, FhirContext fhirContext) {
        this.resources = resources;
        this.fhirContext = fhirContext;
    }

    /** The latest copy; a missing id and another tenant's id are the same 404. */
    <T extends IBaseResource> T read(ServedType type, Class<T> resourceClass, IIdType id) {
        return resources.find(new ResourceKey(type.resourceType(), id.getIdPart()))
                .map(stored -> parse(resourceClass, stored))
                .orElseThrow(() -> new ResourceNotFoundException(type.resourceType() + "/" + id.getIdPart() + " is not known"));
    }

    <T extends IBaseResource> List<T> search(Class<T> resourceClass, SearchQuery query) {
        return resources.search(query.toQuery()).stream().map(stored -> parse(resourceClass, stored)).toList();
    }

    private <T extends IBaseResource> T parse(Class<T> resourceClass, StoredResource stored) {
        return fhirContext.newJsonParser().parseResource(resourceClass, stored.json());
    }
}
