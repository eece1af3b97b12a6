package com.medvigil.assessment.fhirinput;

import org.hl7.fhir.r4.model.CodeableConcept;
import org.hl7.fhir.r4.model.Coding;
import org.hl7.fhir.r4.model.DomainResource;
import org.hl7.fhir.r4.model.Medication;
import org.hl7.fhir.r4.model.Reference;
import org.hl7.fhir.r4.model.Resource;

import com.medvigil.fhir.submit.MedicationCodes;

/** Which medication a statement or request names: its text (or first display) and its RxNorm code, either may be null. */
public record MedicationConcept(String name, String rxNormCode) {

    static final String RXNORM = "http://www.nlm.nih.gov/research/umls/rxnorm";
    static final MedicationConcept NONE = new MedicationConcept(null, null);

    static MedicationConcept of(CodeableConcept concept) {
        String name = concept.hasText() ? concept.getText() : null;
        String rxNorm = null;
        for (Coding coding : concept.getCoding()) {
            if (name == null && coding.hasDisplay()) {
                name = coding.getDisplay();
            }
            if (rxNorm == null && RXNORM.equals(coding.getSystem()) && coding.hasCode()) {
                rxNorm = coding.getCode();
            }
        }
        return new MedicationConcept(name, rxNorm);
    }

    /**
     * The medication a statement or request names: its CodeableConcept, else the Medication its reference points
     * at (contained, or one {@code medications} knows), else the reference's display.
     */
    static MedicationConcept named(DomainResource owner, CodeableConcept concept, Reference reference,
                                   MedicationCodes medications) {
        if (concept != null) {
            return of(concept);
        }
        if (reference == null) {
            return NONE;
        }
        if (reference.hasReference() && reference.getReference().startsWith("#")) {
            String containedId = reference.getReference().substring(1);
            for (Resource contained : owner.getContained()) {
                if (contained instanceof Medication medication && containedId.equals(medication.getIdPart())) {
                    return of(medication.getCode());
                }
            }
        }
        if (reference.hasReference()) {
            CodeableConcept referenced = medications.codeOf(reference.getReference());
            MedicationConcept known = referenced == null ? NONE : of(referenced);
            if (!known.isEmpty()) {
                return known;
            }
        }
        return new MedicationConcept(reference.hasDisplay() ? reference.getDisplay() : null, null);
    }

    boolean isEmpty() {
        return name == null && rxNormCode == null;
    }

    /** How a warning names it. */
    String describe() {
        if (name != null) {
            return "'" + name + "'" + (rxNormCode == null ? "" : " (RxNorm " + rxNormCode + ")");
        }
        return rxNormCode == null ? "(no name or code)" : "RxNorm " + rxNormCode;
    }
}
