package com.medvigil.fhir.search;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.store.FhirResources;
import com.medvigil.fhir.store.PageQuery;
import com.medvigil.fhir.store.ResourceQuery;
import com.medvigil.fhir.store.StoredPage;
import com.medvigil.fhir.store.StoredPage.PagedResource;
import com.medvigil.fhir.store.StoredResource;

import ca.uhn.fhir.rest.api.server.RequestDetails;

/**
 * Answers a search request with a page: binds its filters ({@link SearchRequestBinder}) and its
 * result parameters ({@link SearchResultParameters}), reads the page and the total, the included
 * resources, and builds the links. The provider and the stored-JSON responder both answer through it.
 */
@Component
public class SearchPages {

    private final SearchRequestBinder binder;
    private final SearchParameters parameters;
    private final FhirResources resources;

    SearchPages(SearchRequestBinder binder, SearchParameters parameters, FhirResources resources) {
        this.binder = binder;
        this.parameters = parameters;
        this.resources = resources;
    }

    public SearchPage find(ServedType type, RequestDetails request) {
        ResourceQuery query = binder.bind(type, request).toQuery();
        SearchResultParameters result = SearchResultParameters.of(type, request.getParameters(), parameters);
        String base = request.getFhirServerBase() + "/" + type.resourceType();
        String self = link(base, request.getParameters(), null);
        if (result.totalOnly()) {
            return new SearchPage(List.of(), List.of(), resources.count(query), self, null, null);
        }
        PageCursor cursor = result.cursor();
        StoredPage page = resources.page(new PageQuery(query, result.order(), result.count(),
                cursor == null ? null : cursor.position(), cursor != null && cursor.backwards()));
        List<PagedResource> rows = page.resources();
        // A first page with nothing after it holds every match (a search without _count always
        // does): it is its own total, and the search costs one query rather than two.
        int total = cursor == null && !page.more() ? rows.size() : resources.count(query);
        String next = null;
        String previous = null;
        if (!rows.isEmpty() && result.count() != null) {
            boolean moreAfter = cursor != null && cursor.backwards() || page.more();
            boolean moreBefore = cursor != null && !cursor.backwards() || cursor != null && page.more();
            if (moreAfter) {
                next = link(base, request.getParameters(), PageCursor.of(false, rows.get(rows.size() - 1).position(), result.order()));
            }
            if (moreBefore) {
                previous = link(base, request.getParameters(), PageCursor.of(true, rows.get(0).position(), result.order()));
            }
        }
        List<StoredResource> matches = rows.stream().map(PagedResource::resource).toList();
        return new SearchPage(matches, included(result.includes(), rows), total, self, next, previous);
    }

    private List<StoredResource> included(List<SearchInclude> includes, List<PagedResource> rows) {
        List<StoredResource> included = new ArrayList<>();
        Set<String> patients = new LinkedHashSet<>();
        for (PagedResource row : rows) {
            if (row.patientRef() != null) {
                patients.add(row.patientRef());
            }
        }
        if (patients.isEmpty()) {
            return included;
        }
        Set<String> seen = new LinkedHashSet<>();
        for (SearchInclude include : includes) {
            ResourceQuery linked = include.reverse()
                    ? new ResourceQuery(include.source().resourceType(), List.of(List.copyOf(patients)), List.of(), List.of())
                    : new ResourceQuery(ServedType.PATIENT.resourceType(), List.of(), List.of(List.copyOf(patients)), List.of());
            for (StoredResource resource : resources.search(linked)) {
                if (seen.add(resource.type() + "/" + resource.id())) {
                    included.add(resource);
                }
            }
        }
        return included;
    }

    private static String link(String base, Map<String, String[]> requested, PageCursor cursor) {
        return SearchLinks.link(base, requested, cursor == null ? null : cursor.value());
    }
}
