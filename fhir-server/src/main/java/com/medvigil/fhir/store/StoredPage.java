package com.medvigil.fhir.store;

import java.util.List;

/**
 * A page of stored resources in the search's order, with the position of each, and whether the
 * search has more resources beyond the page in the direction it was read.
 */
public record StoredPage(List<PagedResource> resources, boolean more) {

    public StoredPage {
        resources = List.copyOf(resources);
    }

    /** A resource of a page, with its position and the patient it is about. */
    public record PagedResource(StoredResource resource, RowPosition position, String patientRef) {
    }
}
