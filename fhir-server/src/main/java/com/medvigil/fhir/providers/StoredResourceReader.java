package com.medvigil.fhir.providers;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.hl7.fhir.instance.model.api.IBaseResource;
import org.hl7.fhir.instance.model.api.IIdType;
import org.hl7.fhir.r4.model.Bundle;
import org.hl7.fhir.r4.model.Resource;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.search.SearchPage;
import com.medvigil.fhir.store.FhirResources;
import com.medvigil.fhir.store.ResourceKey;
import com.medvigil.fhir.store.StoredResource;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.rest.server.exceptions.ResourceNotFoundException;

/** Reads the current tenant's stored resources back as HAPI model objects, alone or as a searchset. */
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

    /** A page as HAPI's searchset Bundle, for the answers HAPI encodes itself (XML, _summary, _elements, _pretty). */
    Bundle searchset(SearchPage page, String base) {
        Bundle bundle = new Bundle();
        bundle.setId(UUID.randomUUID().toString());
        bundle.setType(Bundle.BundleType.SEARCHSET);
        bundle.setTotal(page.total());
        bundle.addLink().setRelation(Bundle.LINK_SELF).setUrl(page.self());
        if (page.next() != null) {
            bundle.addLink().setRelation(Bundle.LINK_NEXT).setUrl(page.next());
        }
        if (page.previous() != null) {
            bundle.addLink().setRelation(Bundle.LINK_PREV).setUrl(page.previous());
        }
        addEntries(bundle, base, page.matches(), Bundle.SearchEntryMode.MATCH);
        addEntries(bundle, base, page.included(), Bundle.SearchEntryMode.INCLUDE);
        return bundle;
    }

    private void addEntries(Bundle bundle, String base, List<StoredResource> resources, Bundle.SearchEntryMode mode) {
        for (StoredResource stored : resources) {
            Resource resource = (Resource) parse(fhirContext.getResourceDefinition(stored.type()).getImplementingClass(), stored);
            bundle.addEntry().setFullUrl(base + "/" + stored.type() + "/" + stored.id()).setResource(resource)
                    .getSearch().setMode(mode);
        }
    }

    private <T extends IBaseResource> T parse(Class<T> resourceClass, StoredResource stored) {
        return fhirContext.newJsonParser().parseResource(resourceClass, stored.json());
    }
}
