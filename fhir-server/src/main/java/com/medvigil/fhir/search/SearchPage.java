package com.medvigil.fhir.search;

import java.util.List;

import com.medvigil.fhir.store.StoredResource;

/**
 * The answer to a search: the matches of this page in order, the resources included with them,
 * how many resources match in all, and the links of the page ({@code next} and {@code previous}
 * are null where there is no such page).
 */
public record SearchPage(List<StoredResource> matches, List<StoredResource> included, int total, String self,
                         String next, String previous) {

    public SearchPage {
        matches = List.copyOf(matches);
        included = List.copyOf(included);
    }
}
