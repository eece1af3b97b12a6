package com.medvigil.fhir.everything;

import java.util.ArrayList;
import java.util.Collections;
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
 * paging, the DetectedIssues by their {@link PositionedIssues} positions. A next link's page reads
 * forwards from its cursor, a previous link's backwards through the parts before it, so that
 * following previous from a page gives exactly the page before it. A page reads one resource more
 * than it returns, so a link onward in the direction read is given only when something follows.
 * The total is counted afresh for each page, exact across all parts.
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
        Integer count = parameters.count();
        int wanted = parameters.totalOnly() ? 0 : count == null ? Integer.MAX_VALUE : count + 1;
        EverythingCursor cursor = parameters.cursor();
        boolean backwards = cursor != null && cursor.backwards();
        List<EverythingPart> parts = new ArrayList<>(List.of(EverythingPart.values()));
        if (backwards) {
            Collections.reverse(parts);
        }
        List<Entry> found = new ArrayList<>();
        int total = 0;
        for (EverythingPart part : parts) {
            if (!parameters.parts().contains(part)) {
                continue;
            }
            Reading reading = new Reading(readFrom(part, cursor), backwards, cursor != null && cursor.part() == part
                    ? cursor.position() : null, wanted, found);
            if (part == EverythingPart.PATIENT) {
                total += readPatient(patient, parameters, reading);
            } else if (part == EverythingPart.DETECTED_ISSUE) {
                total += readIssues(patientId, parameters, reading);
            } else {
                total += readStored(part, patientId, parameters, reading);
            }
        }
        boolean more = count != null && found.size() > count;
        List<Entry> page = new ArrayList<>(more ? found.subList(0, count) : found);
        if (backwards) {
            Collections.reverse(page);
        }
        String next = null;
        String previous = null;
        if (count != null && !page.isEmpty()) {
            // Read backwards, the page ends where a page was read from, so one follows; read
            // forwards from a cursor, the page that cursor ended precedes it.
            if (backwards || more) {
                Entry last = page.get(page.size() - 1);
                next = EverythingCursor.after(last.part(), last.position()).value();
            }
            if (backwards ? more : cursor != null) {
                Entry first = page.get(0);
                previous = EverythingCursor.before(first.part(), first.position()).value();
            }
        }
        return new EverythingPage(page.stream().map(Entry::resource).toList(), total, next, previous);
    }

    /** Whether a page from {@code cursor} reads the part: the parts from the cursor's on, in the direction read. */
    private static boolean readFrom(EverythingPart part, EverythingCursor cursor) {
        if (cursor == null) {
            return true;
        }
        int cursorPart = cursor.part().ordinal();
        return cursor.backwards() ? part.ordinal() <= cursorPart : part.ordinal() >= cursorPart;
    }

    /**
     * Adds the Patient when the page wants it and it is not beyond the cursor; returns 1, or 0 when
     * {@code _since} leaves it out.
     */
    private int readPatient(StoredResource patient, EverythingParameters parameters, Reading reading) {
        if (!since(parameters, patient)) {
            return 0;
        }
        if (reading.room() > 0 && reading.from() == null) {
            reading.found().add(new Entry(parse(patient), EverythingPart.PATIENT, PATIENT_POSITION));
        }
        return 1;
    }

    /** Adds the part's stored resources in the direction read while the page wants more; returns how many there are. */
    private int readStored(EverythingPart part, String patientId, EverythingParameters parameters, Reading reading) {
        ResourceQuery query = new ResourceQuery(part.resourceType(), List.of(List.of(patientId)), List.of(),
                List.of(), parameters.since() == null ? List.of() : List.of(new InstantCriterion(
                InstantCriterion.Comparison.GE, parameters.since().low(), parameters.since().high())), List.of());
        int room = reading.room();
        if (room > 0) {
            StoredPage page = resources.page(new PageQuery(query, SearchOrder.STORED,
                    room == Integer.MAX_VALUE ? null : room, reading.from(), reading.backwards()));
            List<StoredPage.PagedResource> rows = new ArrayList<>(page.resources());
            if (reading.backwards()) {
                Collections.reverse(rows);
            }
            for (StoredPage.PagedResource row : rows) {
                reading.found().add(new Entry(parse(row.resource()), part, row.position()));
            }
        }
        return resources.count(query);
    }

    /** Adds the patient's DetectedIssues in the direction read while the page wants more; returns how many there are. */
    private int readIssues(String patientId, EverythingParameters parameters, Reading reading) {
        IdentifiedPeriod period = parameters.since() == null ? IdentifiedPeriod.ALWAYS
                : new IdentifiedPeriod(parameters.since().low(), null);
        PositionedIssues derived = PositionedIssues.of(issues.search(new IssueSearch(Set.of(patientId), period, null)));
        if (reading.room() > 0) {
            RowPosition from = reading.from();
            if (reading.backwards()) {
                for (int index = (from == null ? derived.size() : derived.endBefore(from)) - 1;
                     index >= 0 && reading.room() > 0; index--) {
                    reading.found().add(entry(derived.get(index)));
                }
            } else {
                for (int index = from == null ? 0 : derived.firstAfter(from); index < derived.size() && reading.room() > 0;
                     index++) {
                    reading.found().add(entry(derived.get(index)));
                }
            }
        }
        return derived.size();
    }

    private static Entry entry(PositionedIssues.Positioned issue) {
        return new Entry(issue.issue(), EverythingPart.DETECTED_ISSUE, issue.position());
    }

    private static boolean since(EverythingParameters parameters, StoredResource resource) {
        return parameters.since() == null || !resource.lastUpdated().isBefore(parameters.since().low());
    }

    private Resource parse(StoredResource stored) {
        return (Resource) fhirContext.newJsonParser().parseResource(
                fhirContext.getResourceDefinition(stored.type()).getImplementingClass(), stored.json());
    }

    /** A resource of the page with the part and the position it came from, for the links. */
    private record Entry(Resource resource, EverythingPart part, RowPosition position) {
    }

    /**
     * How a part is read for this page: whether at all (parts before a next link's cursor, or
     * after a previous link's, are not), in which direction, from which position within the part
     * (null: from its start, or its end when backwards), into the entries found so far.
     */
    private record Reading(boolean read, boolean backwards, RowPosition from, int wanted, List<Entry> found) {

        /** How many more entries the page wants from this part; 0 when the part is not read. */
        int room() {
            return read ? Math.max(0, wanted - found.size()) : 0;
        }
    }
}
