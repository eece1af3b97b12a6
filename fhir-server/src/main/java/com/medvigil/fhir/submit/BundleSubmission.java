package com.medvigil.fhir.submit;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.ListIterator;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.hl7.fhir.r4.model.DomainResource;
import org.hl7.fhir.r4.model.MedicationRequest;
import org.hl7.fhir.r4.model.MedicationStatement;
import org.hl7.fhir.r4.model.OperationOutcome.IssueType;
import org.hl7.fhir.r4.model.Patient;
import org.hl7.fhir.r4.model.Reference;
import org.hl7.fhir.r4.model.Resource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.search.SearchIndexer;
import com.medvigil.fhir.store.FhirResources;
import com.medvigil.fhir.store.ResourceKey;
import com.medvigil.fhir.submit.StubPatientFactory.PatientMention;
import com.medvigil.model.patient.PatientDetails;

import ca.uhn.fhir.context.FhirContext;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Ingests one submitted Bundle: every entry is checked on its own and refused alone if it is
 * bad; the valid ones are stored together in one transaction (spec 2.7, 7 rule 2). Entries of
 * types outside the seven are ignored, with one information issue per type. An entry's
 * {@code ifNoneExist} is resolved in bundle order, so that it sees the entries accepted before it;
 * its {@code ifMatch} is checked by the writer, in the transaction.
 */
@Service
public class BundleSubmission {

    private static final Logger log = LoggerFactory.getLogger(BundleSubmission.class);

    private final Set<String> resourceTypes;
    private final SubmitLimits limits;
    private final EntryChecker checker;
    private final SearchIndexer indexer;
    private final StubPatientFactory stubs;
    private final MedicationInputCheck medicationCheck;
    private final FhirContext fhirContext;
    private final FhirResources storedResources;
    private final SubmissionWriter writer;
    private final ConditionalCreate conditionalCreate;
    private final ApplicationEventPublisher events;

    BundleSubmission(FhirContext fhirContext, SubmitLimits limits, EntryChecker checker, SearchIndexer indexer,
                     StubPatientFactory stubs, MedicationInputCheck medicationCheck, FhirResources storedResources,
                     SubmissionWriter writer, ConditionalCreate conditionalCreate, ApplicationEventPublisher events) {
        this.resourceTypes = Set.copyOf(fhirContext.getResourceTypes());
        this.limits = limits;
        this.checker = checker;
        this.indexer = indexer;
        this.stubs = stubs;
        this.medicationCheck = medicationCheck;
        this.fhirContext = fhirContext;
        this.storedResources = storedResources;
        this.writer = writer;
        this.conditionalCreate = conditionalCreate;
        this.events = events;
    }

    /**
     * Stores what is valid and reports on every entry. A body that is not a bundle is a 400, a
     * bundle with too many entries a 413 (both as HAPI exceptions); an I/O failure of the body,
     * such as one past the size limit, propagates.
     */
    public SubmitResult submit(InputStream body, SubmitOptions options) throws IOException {
        SubmissionReport report = new SubmissionReport();
        List<Checked> checked = new ArrayList<>();
        // Each entry is checked as soon as it is read: what stays of it is HAPI's model and its JSON
        // as text, never the JSON tree of the whole bundle.
        SubmittedBundle bundle = SubmittedBundle.read(body, resourceTypes, limits.maxEntries(),
                new SubmittedBundle.EntryHandler() {
                    @Override
                    public void entry(BundleEntry entry, ObjectNode json) {
                        check(entry, json, options, report).ifPresent(checked::add);
                    }

                    @Override
                    public void tooManyEntries() {
                        // The bundle is refused: what its first entries became is let go while the rest is counted.
                        checked.clear();
                    }
                });
        Map<String, Patient> bundlePatients = new LinkedHashMap<>();
        checked.stream().filter(c -> c.type() == ServedType.PATIENT)
                .forEach(c -> bundlePatients.put(c.resource().getIdPart(), (Patient) c.resource()));

        PatientReferences patientReferences = new PatientReferences(bundle, bundlePatients, storedResources);
        KnownMedications medications = new KnownMedications(bundle, storedResources,
                fhirContext.newJsonParser().setParserErrorHandler(new RefusingErrorHandler()));
        Map<String, PatientMention> mentionedElsewhere = new LinkedHashMap<>();
        List<AcceptedEntry> accepted = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (ListIterator<Checked> next = checked.listIterator(); next.hasNext(); ) {
            Checked entry = next.next();
            // HAPI's model of an entry is let go once it is accepted: what is stored comes from its JSON.
            next.set(null);
            AcceptedEntry acceptedEntry;
            try {
                Optional<String> existing = existingFor(entry, accepted);
                if (existing.isPresent()) {
                    report.unchanged(entry.index(), entry.type(), entry.conditions().ifNoneExist(), existing.get());
                    bundle.standsFor(entry.index(), existing.get());
                    String ownId = entry.resource().getIdPart();
                    if (entry.type() == ServedType.PATIENT && !existing.get().equals(ownId)
                            && accepted.stream().noneMatch(earlier -> earlier.key().equals(new ResourceKey("Patient", ownId)))) {
                        // Not written under its own id: the patient that exists is the one later entries are about.
                        bundlePatients.remove(ownId);
                    }
                    continue;
                }
                acceptedEntry = accept(entry, patientReferences, mentionedElsewhere, bundlePatients);
            } catch (EntryProblem problem) {
                report.refused(entry.index(), entry.type(), problem);
                continue;
            }
            accepted.add(acceptedEntry);
            if (!seen.add(entry.type().resourceType() + "/" + entry.resource().getIdPart())) {
                report.warning(entry.index(), "resource.id", IssueType.DUPLICATE, entry.type().resourceType() + "/"
                        + entry.resource().getIdPart() + " appears more than once in this bundle; the last copy is kept");
            }
            if (entry.resource() instanceof MedicationStatement || entry.resource() instanceof MedicationRequest) {
                warnIfUncheckable(entry.index(), (DomainResource) entry.resource(), medications, report);
            }
        }
        List<StubPatient> stubPatients = stubs.stubsFor(mentionedElsewhere, bundle);
        for (StubPatient stub : stubPatients) {
            report.warning(stub.entryIndex(), stub.element(), IssueType.NOTFOUND, "Patient/" + stub.fhirId()
                    + " was not known: a stub patient was created so the data is kept; submit the Patient to complete it");
        }
        List<VersionConflict> conflicts = List.of();
        if (!accepted.isEmpty() || !medications.ofBundle().isEmpty()) {
            conflicts = writer.write(new SubmissionBatch(accepted, stubPatients, List.copyOf(medications.ofBundle())));
        }
        Set<Integer> notWritten = new HashSet<>();
        for (VersionConflict conflict : conflicts) {
            report.conflict(conflict);
            notWritten.add(conflict.entryIndex());
        }
        accepted.stream().filter(entry -> !notWritten.contains(entry.index())).forEach(entry -> report.stored(entry.type()));
        SubmitResult result = report.finish();
        events.publishEvent(report.counts());
        log.info("Bundle of {} entries: {} stored, {} refused, {} warnings, {} ignored, {} unchanged", bundle.entries().size(),
                accepted.size() - notWritten.size(), result.summary().errors(), result.summary().warnings(),
                result.summary().ignored(), result.summary().unchanged());
        return result;
    }

    /** The entry checked on its own, or nothing when it is refused or ignored (and the report says so). */
    private Optional<Checked> check(BundleEntry entry, ObjectNode json, SubmitOptions options, SubmissionReport report) {
        if (entry.isRefused()) {
            report.refused(entry.index(), ServedType.of(entry.resourceType()).orElse(null), entry.problem());
            return Optional.empty();
        }
        ServedType type = ServedType.of(entry.resourceType()).orElse(null);
        if (type == null) {
            report.ignored(entry.resourceType());
            return Optional.empty();
        }
        try {
            EntryChecker.CheckedResource resource = checker.check(entry, json, type, options);
            // Taken before the references are resolved: the stored JSON gets the same rewrites.
            SubmittedJson submitted = SubmittedJson.of(json, resource.references());
            return Optional.of(new Checked(entry.index(), type, resource.resource(), submitted, resource.references(),
                    entry.conditions()));
        } catch (EntryProblem problem) {
            report.refused(entry.index(), type, problem);
            return Optional.empty();
        }
    }

    /** The stored (or earlier accepted) resource the entry's ifNoneExist matches, if it has one. */
    private Optional<String> existingFor(Checked entry, List<AcceptedEntry> accepted) {
        String condition = entry.conditions().ifNoneExist();
        return condition == null ? Optional.empty() : conditionalCreate.existing(entry.type(), condition, accepted);
    }

    private AcceptedEntry accept(Checked entry, PatientReferences patientReferences,
                                 Map<String, PatientMention> mentionedElsewhere, Map<String, Patient> bundlePatients) {
        Resource resource = entry.resource();
        PatientDetails details = null;
        if (entry.type() == ServedType.PATIENT) {
            details = FhirPatientDetails.of((Patient) resource);
        } else {
            String patientId = patientReferences.resolve(entry.type(), resource);
            if (!bundlePatients.containsKey(patientId)) {
                mentionedElsewhere.putIfAbsent(patientId, new PatientMention(entry.index(),
                        "resource." + entry.type().patientElement()));
            }
        }
        patientReferences.rewriteBundleReferences(entry.references());
        return AcceptedEntry.submitted(entry.index(), entry.type(), resource.getIdPart(), entry.json(),
                indexer.index(entry.type(), resource), details, entry.conditions().ifMatch());
    }

    /**
     * Warns about a MedicationStatement or MedicationRequest that assessments will take in but cannot check:
     * it is stored all the same.
     */
    private void warnIfUncheckable(int index, DomainResource medicationUse, MedicationCodes medicationCodes,
                                   SubmissionReport report) {
        medicationCheck.uncheckable(medicationUse, medicationCodes).ifPresent(medication -> report.warning(index,
                hasMedicationReference(medicationUse) ? "resource.medicationReference" : "resource.medicationCodeableConcept",
                IssueType.CODEINVALID, "The medication " + medication + " is not known to MedVigil's engine: it is stored,"
                        + " but assessments cannot check it"));
    }

    private static boolean hasMedicationReference(DomainResource medicationUse) {
        return medicationUse instanceof MedicationStatement statement ? statement.hasMedicationReference()
                : ((MedicationRequest) medicationUse).hasMedicationReference();
    }

    /** An entry that HAPI parsed and the rules accepted, before references are resolved. */
    private record Checked(int index, ServedType type, Resource resource, SubmittedJson json, List<Reference> references,
                           EntryConditions conditions) {
    }
}
