package com.medvigil.fhir.providers;

import org.hl7.fhir.r4.model.IdType;
import org.hl7.fhir.r4.model.Resource;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.search.SearchRequestBinder;

import ca.uhn.fhir.rest.annotation.IdParam;
import ca.uhn.fhir.rest.annotation.Read;
import ca.uhn.fhir.rest.annotation.Search;
import ca.uhn.fhir.rest.api.server.IBundleProvider;
import ca.uhn.fhir.rest.api.server.RequestDetails;
import ca.uhn.fhir.rest.server.IResourceProvider;
import ca.uhn.fhir.rest.server.SimpleBundleProvider;

/**
 * The HAPI provider of one served type: the read of the latest copy or of a kept version (vread), and a search by the
 * parameters the type declares in {@code SearchParameters}. The search method declares no
 * parameters of its own: unknown ones were refused before it runs, and the declared ones are bound
 * by {@link SearchRequestBinder}, which the stored-JSON responder uses too.
 */
class StoredResourceProvider<T extends Resource> implements IResourceProvider {

    private final ServedType type;
    private final Class<T> resourceClass;
    private final StoredResourceReader reader;
    private final SearchRequestBinder binder;

    StoredResourceProvider(ServedType type, Class<T> resourceClass, StoredResourceReader reader, SearchRequestBinder binder) {
        this.type = type;
        this.resourceClass = resourceClass;
        this.reader = reader;
        this.binder = binder;
    }

    @Override
    public Class<T> getResourceType() {
        return resourceClass;
    }

    @Read(version = true)
    public T read(@IdParam IdType id) {
        return reader.read(type, resourceClass, id);
    }

    @Search(allowUnknownParams = true)
    public IBundleProvider search(RequestDetails request) {
        return new SimpleBundleProvider(reader.search(resourceClass, binder.bind(type, request)));
    }
}
