package com.medvigil.fhir.operations;

import java.util.UUID;

import org.hl7.fhir.r4.model.Bundle;
import org.hl7.fhir.r4.model.IdType;
import org.hl7.fhir.r4.model.Resource;

import com.medvigil.fhir.everything.EverythingPage;
import com.medvigil.fhir.everything.PatientEverything;
import com.medvigil.fhir.search.SearchLinks;

import ca.uhn.fhir.rest.annotation.IdParam;
import ca.uhn.fhir.rest.annotation.Operation;
import ca.uhn.fhir.rest.api.server.RequestDetails;

/**
 * {@code GET /v1/fhir/Patient/{id}/$everything}: the patient's record as a searchset, paged with
 * next and previous links ({@link PatientEverything}). The parameters are read from the request
 * rather than declared, so an unknown one is refused by name instead of ignored.
 */
public class PatientEverythingOperation implements SystemOperation {

    private final PatientEverything everything;

    public PatientEverythingOperation(PatientEverything everything) {
        this.everything = everything;
    }

    @Operation(name = "$everything", typeName = "Patient", idempotent = true)
    public Bundle everything(@IdParam IdType id, RequestDetails request) {
        EverythingPage page = everything.page(id.getIdPart(), request.getParameters());
        String serverBase = request.getFhirServerBase();
        String base = serverBase + "/Patient/" + id.getIdPart() + "/$everything";
        Bundle bundle = new Bundle();
        bundle.setId(UUID.randomUUID().toString());
        bundle.setType(Bundle.BundleType.SEARCHSET);
        bundle.setTotal(page.total());
        bundle.addLink().setRelation(Bundle.LINK_SELF).setUrl(SearchLinks.link(base, request.getParameters(), null));
        if (page.nextCursor() != null) {
            bundle.addLink().setRelation(Bundle.LINK_NEXT)
                    .setUrl(SearchLinks.link(base, request.getParameters(), page.nextCursor()));
        }
        if (page.previousCursor() != null) {
            bundle.addLink().setRelation(Bundle.LINK_PREV)
                    .setUrl(SearchLinks.link(base, request.getParameters(), page.previousCursor()));
        }
        for (Resource resource : page.resources()) {
            bundle.addEntry().setFullUrl(serverBase + "/" + resource.fhirType() + "/" + resource.getIdElement().getIdPart())
                    .setResource(resource).getSearch().setMode(Bundle.SearchEntryMode.MATCH);
        }
        return bundle;
    }
}
