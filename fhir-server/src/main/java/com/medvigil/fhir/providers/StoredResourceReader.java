package com.medvigil.fhir.providers;

import java.util.List;
import java.util.Optional;

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

    /**
     * The latest copy, or with a version in the id ({@code _history/2}) that version; a missing id,
     * a version not kept and another tenant's id are the same 404.
     */
    <T extends IBaseResource> T read(ServedType type, Class<T> resourceClass, IIdType id) {
        return find(type, id).map(stored -> parse(resourceClass, stored))
                .orElseThrow(() -> new ResourceNotFoundException(notFound(type, id)));
    }

    /** What a read or version read of this id answers, if anything. */
    Optional<StoredResource> find(ServedType type, IIdType id) {
        ResourceKey key = new ResourceKey(type.resourceType(), id.getIdPart());
        if (!id.hasVersionIdPart()) {
            return resources.find(key);
        }
        return versionNumber(id.getVersionIdPart()).flatMap(version -> resources.findVersion(key, version));
    }

    private static String notFound(ServedType type, IIdType id) {
        String resource = type.resourceType() + "/" + id.getIdPart();
        return id.hasVersionIdPart() ? "Version " + id.getVersionIdPart() + " of " + resource + " is not known"
                : resource + " is not known";
    }

    /** Versions are 1, 2, ...: anything else names no version. */
    private static Optional<Integer> versionNumber(String versionId) {
        if (!versionId.matches("[1-9][0-9]{0,8}")) {
            return Optional.empty();
        }
        return Optional.of(Integer.parseInt(versionId));
    }

    <T extends IBaseResource> List<T> search(Class<T> resourceClass, SearchQuery query) {
        return resources.search(query.toQuery()).stream().map(stored -> parse(resourceClass, stored)).toList();
    }

    private <T extends IBaseResource> T parse(Class<T> resourceClass, StoredResource stored) {
        return fhirContext.newJsonParser().parseResource(resourceClass, stored.json());
    }
}
