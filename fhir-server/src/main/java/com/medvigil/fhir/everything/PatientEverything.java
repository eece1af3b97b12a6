package com.medvigil.fhir.everything;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.hl7.fhir.r4.model.Resource;

import com.medvigil.fhir.derived.AssessedIssues;
import com.medvigil.fhir.derived.IdentifiedPeriod;
import com.medvigil.fhir.derived.IssueSearch;
import com.medvigil.fhir.derived.PositionedIssues;
import com.medvigil.fhir.store.FhirResources;
import com.medvigil.fhir.store.InstantCriterion;
import com.medvigil.fhir.store.PageQuery;
import com.medvigil.fhir.store.ResourceKey;
import com.medvigil.fhir.store.ResourceQuery;
import com.medvigil.fhir.store.RowPosition;
import com.medvigil.fhir.store.SearchOrder;
import com.medvigil.fhir.store.StoredPage;
import com.medvigil.fhir.store.StoredResource;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.rest.server.exceptions.ResourceNotFoundException;

/**
 * Reads a page of a patient's record for {@code $everything}, part after part
 * ({@link EverythingPart}): the stored parts page by row number through the stored types' keyset
 * paging, the DetectedIssues by their {@link PositionedIssues} positions. A page reads one resource
 * more than it returns, so a next link is given only when something follows. The total is counted
 * afresh for each page, exact across all parts.
 */
public class PatientEverything {

    /** The position of the Patient, the only resource of its part. */
    private static final RowPosition PATIENT_POSITION = new RowPosition(0, null);

    private final FhirResources resources;
    private final AssessedIssues issues;
    private final FhirContext fhirContext;

    public PatientEverything(FhirResources resources, AssessedIssues issues, FhirContext fhirContext) {
        this.resources = resources;
        this.issues = issues;
        this.fhirContext = fhirContext;
    }

    /** The page of the current tenant's patient {@code patientId}; an unknown patient and another tenant's are a 404. */
    public EverythingPage page(String patientId, Map<String, String[]> request) {
        EverythingParameters parameters = EverythingParameters.of(request);
        StoredResource patient = resources.find(new ResourceKey("Patient", patientId))
                .orElseThrow(() -> new ResourceNotFoundException("Patient/" + patientId + " is not known"));
        int wanted = parameters.totalOnly() ? 0 : parameters.count() == null ? Integer.MAX_VALUE : parameters.count() + 1;
        EverythingCursor cursor = parameters.cursor();
        List<Entry> found = new ArrayList<>();
        int total = 0;
        for (EverythingPart part : EverythingPart.values()) {
            if (!parameters.parts().contains(part)) {
                continue;
            }
            boolean read = cursor == null || part.ordinal() >= cursor.part().ordinal();
            RowPosition after = cursor != null && cursor.part() == part ? cursor.position() : null;
            if (part == EverythingPart.PATIENT) {
                if (since(parameters, patient)) {
                    total++;
                    if (read && after == null && found.size() < wanted) {
                        found.add(new Entry(parse(patient), part, PATIENT_POSITION));
                    }
                }
            } else if (part == EverythingPart.DETECTED_ISSUE) {
                total += readIssues(patientId, parameters, read, after, wanted, found);
            } else {
                ResourceQuery query = new ResourceQuery(part.resourceType(), List.of(List.of(patientId)), List.of(),
                        List.of(), parameters.since() == null ? List.of() : List.of(new InstantCriterion(
                        InstantCriterion.Comparison.GE, parameters.since().low(), parameters.since().high())), List.of());
                total += resources.count(query);
                if (read && found.size() < wanted) {
                    StoredPage page = resources.page(new PageQuery(query, SearchOrder.STORED,
                            wanted == Integer.MAX_VALUE ? null : wanted - found.size(), after, false));
                    for (StoredPage.PagedResource row : page.resources()) {
                        found.add(new Entry(parse(row.resource()), part, row.position()));
                    }
                }
            }
        }
        String next = null;
        if (parameters.count() != null && found.size() > parameters.count()) {
            Entry last = found.get(parameters.count() - 1);
            next = new EverythingCursor(last.part(), last.position()).value();
            found = found.subList(0, parameters.count());
        }
        return new EverythingPage(found.stream().map(Entry::resource).toList(), total, next);
    }

    /** Adds the patient's DetectedIssues after {@code after} while the page wants more; returns how many there are. */
    private int readIssues(String patientId, EverythingParameters parameters, boolean read, RowPosition after, int wanted,
                           List<Entry> found) {
        IdentifiedPeriod period = parameters.since() == null ? IdentifiedPeriod.ALWAYS
                : new IdentifiedPeriod(parameters.since().low(), null);
        PositionedIssues derived = PositionedIssues.of(issues.search(new IssueSearch(Set.of(patientId), period, null)));
        if (read) {
            for (int index = after == null ? 0 : derived.firstAfter(after); index < derived.size() && found.size() < wanted;
                 index++) {
                found.add(new Entry(derived.get(index).issue(), EverythingPart.DETECTED_ISSUE, derived.get(index).position()));
            }
        }
        return derived.size();
    }

    private static boolean since(EverythingParameters parameters, StoredResource resource) {
        return parameters.since() == null || !resource.lastUpdated().isBefore(parameters.since().low());
    }

    private Resource parse(StoredResource stored) {
        return (Resource) fhirContext.newJsonParser().parseResource(
                fhirContext.getResourceDefinition(stored.type()).getImplementingClass(), stored.json());
    }

    /** A resource of the page with the part and the position it came from, for the next link. */
    private record Entry(Resource resource, EverythingPart part, RowPosition position) {
    }
}
