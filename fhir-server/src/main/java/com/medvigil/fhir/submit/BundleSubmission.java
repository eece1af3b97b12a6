package com.medvigil.fhir.submit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.hl7.fhir.r4.model.MedicationStatement;
import org.hl7.fhir.r4.model.OperationOutcome.IssueType;
import org.hl7.fhir.r4.model.Patient;
import org.hl7.fhir.r4.model.Reference;
import org.hl7.fhir.r4.model.Resource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.search.SearchIndexer;
import com.medvigil.fhir.store.FhirResources;
import com.medvigil.fhir.submit.StubPatientFactory.PatientMention;
import com.medvigil.patient.PatientDetails;

import ca.uhn.fhir.context.FhirContext;

/**
 * Ingests one submitted Bundle: every entry is checked on its own and refused alone if it is
 * bad; the valid ones are stored together in one transaction (spec 2.7, 7 rule 2). Entries of
 * types outside the seven are ignored, with one information issue per type.
 */
@Service
public class BundleSubmission {

    private static final Logger log = LoggerFactory.getLogger(BundleSubmission.class);

    private final Set<String> resourceTypes;
    private final EntryChecker checker;
    private final SearchIndexer indexer;
    private final StubPatientFactory stubs;
    private final MedicationVocabulary vocabulary;
    private final FhirResources storedResources;
    private final SubmissionWriter writer;
    private final ApplicationEventPublisher events;

    BundleSubmission(FhirContext fhirContext, EntryChecker checker, SearchIndexer indexer, StubPatientFactory stubs,
                     MedicationVocabulary vocabulary, FhirResources storedResources, SubmissionWriter writer,
                     ApplicationEventPublisher events) {
        this.resourceTypes = Set.copyOf(fhirContext.getResourceTypes());
        this.checker = checker;
        this.indexer = indexer;
        this.stubs = stubs;
        this.vocabulary = vocabulary;
        this.storedResources = storedResources;
        this.writer = writer;
        this.events = events;
    }

    /** Stores what is valid and reports on every entry; a bundle that is not one is a 400 (InvalidRequestException). */
    public SubmitResult submit(JsonNode body, SubmitOptions options) {
        SubmittedBundle bundle = SubmittedBundle.read(body, resourceTypes);
        SubmissionReport report = new SubmissionReport();
        List<Checked> checked = checkEntries(bundle, options, report);
        Map<String, Patient> bundlePatients = new LinkedHashMap<>();
        checked.stream().filter(c -> c.type() == ServedType.PATIENT)
                .forEach(c -> bundlePatients.put(c.resource().getIdPart(), (Patient) c.resource()));

        PatientReferences patientReferences = new PatientReferences(bundle, bundlePatients, storedResources);
        MedicationStatementReader statements = new MedicationStatementReader(bundle);
        Map<String, PatientMention> mentionedElsewhere = new LinkedHashMap<>();
        List<AcceptedEntry> accepted = new ArrayList<>();
        List<StatementMedication> medications = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Checked entry : checked) {
            AcceptedEntry acceptedEntry;
            try {
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
            if (entry.resource() instanceof MedicationStatement statement) {
                medications.add(readMedication(entry.index(), statement, statements, report));
            }
        }
        List<StubPatient> stubPatients = stubs.stubsFor(mentionedElsewhere, bundle);
        for (StubPatient stub : stubPatients) {
            report.warning(stub.entryIndex(), stub.element(), IssueType.NOTFOUND, "Patient/" + stub.fhirId()
                    + " was not known: a stub patient was created so the data is kept; submit the Patient to complete it");
        }
        if (!accepted.isEmpty()) {
            writer.write(new SubmissionBatch(accepted, stubPatients, medications));
        }
        accepted.forEach(entry -> report.stored(entry.type()));
        SubmitResult result = report.finish();
        events.publishEvent(report.counts());
        log.info("Bundle of {} entries: {} stored, {} refused, {} warnings, {} ignored", bundle.entries().size(),
                accepted.size(), result.summary().errors(), result.summary().warnings(), result.summary().ignored());
        return result;
    }

    private List<Checked> checkEntries(SubmittedBundle bundle, SubmitOptions options, SubmissionReport report) {
        List<Checked> checked = new ArrayList<>();
        for (BundleEntry entry : bundle.entries()) {
            if (entry.isRefused()) {
                report.refused(entry.index(), ServedType.of(entry.resourceType()).orElse(null), entry.problem());
                continue;
            }
            ServedType type = ServedType.of(entry.resourceType()).orElse(null);
            if (type == null) {
                report.ignored(entry.resourceType());
                continue;
            }
            try {
                EntryChecker.CheckedResource resource = checker.check(entry, type, options);
                checked.add(new Checked(entry.index(), type, resource.resource(), entry.resource(), resource.references()));
            } catch (EntryProblem problem) {
                report.refused(entry.index(), type, problem);
            }
        }
        return checked;
    }

    private AcceptedEntry accept(Checked entry, PatientReferences patientReferences,
                                 Map<String, PatientMention> mentionedElsewhere, Map<String, Patient> bundlePatients) {
        Resource resource = entry.resource();
        // Taken before the references are resolved below: the stored JSON gets the same rewrites.
        SubmittedJson json = SubmittedJson.of(entry.json(), entry.references());
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
        return new AcceptedEntry(entry.index(), entry.type(), resource, json, indexer.index(entry.type(), resource),
                details);
    }

    private StatementMedication readMedication(int index, MedicationStatement statement,
                                               MedicationStatementReader statements, SubmissionReport report) {
        MedicationConcept concept = statements.concept(statement);
        boolean recognized = !concept.isEmpty() && vocabulary.recognizes(concept.name(), concept.rxNormCode());
        if (!recognized) {
            report.warning(index, statement.hasMedicationReference() ? "resource.medicationReference"
                    : "resource.medicationCodeableConcept", IssueType.CODEINVALID, "The medication "
                    + concept.describe() + " is not known to MedVigil's engine: it is stored, but assessments"
                    + " cannot check it");
        }
        return statements.read(statement, PatientReferences.patientIdOfRewritten(statement.getSubject()), concept,
                recognized);
    }

    /** An entry that HAPI parsed and the rules accepted, before references are resolved. */
    private record Checked(int index, ServedType type, Resource resource, ObjectNode json, List<Reference> references) {
    }
}
