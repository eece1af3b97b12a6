package com.medvigil.fhir.providers;

import org.hl7.fhir.r4.model.Bundle;
import org.hl7.fhir.r4.model.IdType;
import org.hl7.fhir.r4.model.Resource;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.search.SearchPages;

import ca.uhn.fhir.rest.annotation.IdParam;
import ca.uhn.fhir.rest.annotation.Read;
import ca.uhn.fhir.rest.annotation.Search;
import ca.uhn.fhir.rest.api.server.RequestDetails;
import ca.uhn.fhir.rest.server.IResourceProvider;

/**
 * The HAPI provider of one served type: the read of the latest copy or of a kept version (vread), and a search by the
 * parameters the type declares in {@code SearchParameters}. The search method declares no
 * parameters of its own: unknown ones were refused before it runs, and the page is answered by
 * {@link SearchPages}, which the stored-JSON responder uses too.
 */
class StoredResourceProvider<T extends Resource> implements IResourceProvider {

    private final ServedType type;
    private final Class<T> resourceClass;
    private final StoredResourceReader reader;
    private final SearchPages searchPages;

    StoredResourceProvider(ServedType type, Class<T> resourceClass, StoredResourceReader reader, SearchPages searchPages) {
        this.type = type;
        this.resourceClass = resourceClass;
        this.reader = reader;
        this.searchPages = searchPages;
    }

    @Override
    public Class<T> getResourceType() {
        return resourceClass;
    }

    @Read(version = true)
    public T read(@IdParam IdType id) {
        return reader.read(type, resourceClass, id);
    }

    /** The searchset as HAPI encodes it; HAPI applies {@code _summary} and {@code _elements} to it. */
    @Search(allowUnknownParams = true)
    public Bundle search(RequestDetails request) {
        return reader.searchset(searchPages.find(type, request), request.getFhirServerBase());
    }
}
