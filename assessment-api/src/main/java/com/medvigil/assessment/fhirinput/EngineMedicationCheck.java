package com.medvigil.assessment.fhirinput;

import java.util.Optional;

import org.hl7.fhir.r4.model.DomainResource;
import org.hl7.fhir.r4.model.MedicationRequest;
import org.hl7.fhir.r4.model.MedicationStatement;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.submit.MedicationCodes;
import com.medvigil.fhir.submit.MedicationInputCheck;

/**
 * {@code $submit}'s question, answered by the reader assessments use: a statement whose medicine
 * the engine does not know draws a warning, and a request only when it is a current prescription,
 * since only that is checked.
 */
@Component
class EngineMedicationCheck implements MedicationInputCheck {

    private final FhirClinicalReader reader;

    EngineMedicationCheck(FhirClinicalReader reader) {
        this.reader = reader;
    }

    @Override
    public Optional<String> uncheckable(DomainResource medicationUse, MedicationCodes medications) {
        MedicationConcept concept;
        if (medicationUse instanceof MedicationStatement statement) {
            concept = MedicationStatementReader.concept(statement, medications);
        } else if (medicationUse instanceof MedicationRequest request && MedicationRequestReader.isCurrentPrescription(request)) {
            concept = MedicationRequestReader.concept(request, medications);
        } else {
            return Optional.empty();
        }
        return reader.recognizes(concept) ? Optional.empty() : Optional.of(concept.describe());
    }
}
