package com.medvigil.fhir.providers;

import java.util.List;

import org.hl7.fhir.r4.model.IdType;
import org.hl7.fhir.r4.model.Resource;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.search.SearchQuery;

import ca.uhn.fhir.rest.annotation.IdParam;
import ca.uhn.fhir.rest.annotation.Read;
import ca.uhn.fhir.rest.server.IResourceProvider;

/** What every served type's provider shares: the read of the latest copy, and running a search. */
abstract class StoredResourceProvider<T extends Resource> implements IResourceProvider {

    private final ServedType type;
    private final Class<T> resourceClass;
    private final StoredResourceReader reader;

    StoredResourceProvider(ServedType type, Class<T> resourceClass, StoredResourceReader reader) {
        this.type = type;
        this.resourceClass = resourceClass;
        this.reader = reader;
    }

    @Override
    public Class<T> getResourceType() {
        return resourceClass;
    }

    @Read
    public T read(@IdParam IdType id) {
        return reader.read(type, resourceClass, id);
    }

    SearchQuery query() {
        return SearchQuery.of(type);
    }

    List<T> search(SearchQuery query) {
        return reader.search(resourceClass, query);
    }
}
