package com.medvigil.assessment.fhirinput;

import java.util.Optional;
import java.util.Set;

import org.hl7.fhir.r4.model.DateTimeType;
import org.hl7.fhir.r4.model.Dosage;
import org.hl7.fhir.r4.model.MedicationRequest;
import org.hl7.fhir.r4.model.Period;

import com.medvigil.fhir.submit.MedicationCodes;

/**
 * Reads a MedicationRequest as an engine input, as EHRs and Synthea send prescriptions (Synthea
 * writes no MedicationStatements at all). An active order or plan is a medicine the patient has
 * been prescribed and is taken to be on; proposals, reflex orders and options are not. A stopped or
 * completed request counts only with an end date, for the engine's washout check. The medication
 * comes from the CodeableConcept or the referenced Medication (contained or kept), the dose
 * and timing from the first dosageInstruction, the dates from the dispense validity period, else the
 * dosage's bounds period, else (for the start) the date it was authored.
 */
final class MedicationRequestReader {

    /** Intents under which the request is a prescription the patient follows (proposals are not). */
    static final Set<String> PRESCRIBING_INTENTS = Set.of("order", "plan", "original-order", "instance-order");

    private MedicationRequestReader() {
    }

    static MedicationConcept concept(MedicationRequest request, MedicationCodes medications) {
        return MedicationConcept.named(request,
                request.hasMedicationCodeableConcept() ? request.getMedicationCodeableConcept() : null,
                request.hasMedicationReference() ? request.getMedicationReference() : null, medications);
    }

    /** Whether the request is one the assessments take in, so that ingestion warns only about those. */
    static boolean isCurrentPrescription(MedicationRequest request) {
        return request.hasStatus() && "active".equals(request.getStatus().toCode()) && prescribes(request);
    }

    /** The prescribed medication as an input, or empty when the request is none the patient follows now or lately. */
    static Optional<MedicationUse> read(MedicationRequest request, MedicationConcept concept, boolean recognized) {
        String status = request.hasStatus() ? request.getStatus().toCode() : null;
        Dosage dosage = request.hasDosageInstruction() ? request.getDosageInstructionFirstRep() : new Dosage();
        String end = end(request, dosage);
        // Without its (required) status a request says nothing of whether it is taken: left out,
        // as a MedicationStatement without one is.
        boolean input = prescribes(request) && status != null && ("active".equals(status)
                || MedicationStatementReader.ENDED_STATUSES.contains(status) && end != null);
        if (!input || concept.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(MedicationStatementReader.use(concept, status, recognized, dosage, start(request, dosage), end));
    }

    private static boolean prescribes(MedicationRequest request) {
        return request.hasIntent() && PRESCRIBING_INTENTS.contains(request.getIntent().toCode());
    }

    private static String start(MedicationRequest request, Dosage dosage) {
        Period validity = validity(request);
        if (validity != null && validity.hasStart()) {
            return validity.getStartElement().getValueAsString();
        }
        Period bounds = bounds(dosage);
        if (bounds != null && bounds.hasStart()) {
            return bounds.getStartElement().getValueAsString();
        }
        DateTimeType authored = request.getAuthoredOnElement();
        return authored == null || authored.isEmpty() ? null : authored.getValueAsString();
    }

    private static String end(MedicationRequest request, Dosage dosage) {
        Period validity = validity(request);
        if (validity != null && validity.hasEnd()) {
            return validity.getEndElement().getValueAsString();
        }
        Period bounds = bounds(dosage);
        return bounds != null && bounds.hasEnd() ? bounds.getEndElement().getValueAsString() : null;
    }

    private static Period validity(MedicationRequest request) {
        return request.hasDispenseRequest() && request.getDispenseRequest().hasValidityPeriod()
                ? request.getDispenseRequest().getValidityPeriod() : null;
    }

    private static Period bounds(Dosage dosage) {
        return dosage.hasTiming() && dosage.getTiming().hasRepeat() && dosage.getTiming().getRepeat().hasBoundsPeriod()
                ? dosage.getTiming().getRepeat().getBoundsPeriod() : null;
    }
}
