package com.medvigil.assessment.fhirinput;

import org.hl7.fhir.r4.model.CodeableConcept;
import org.hl7.fhir.r4.model.Coding;

/** How the readers take a name and a code out of a CodeableConcept, the same way for every resource type. */
final class CodeableConcepts {

    private CodeableConcepts() {
    }

    static String firstCode(CodeableConcept concept) {
        Coding coding = firstCoding(concept);
        return coding == null ? null : coding.getCode();
    }

    static Coding firstCoding(CodeableConcept concept) {
        return concept == null || !concept.hasCoding() ? null : concept.getCodingFirstRep();
    }

    /** The concept's text, else its first coding's display, else its first code. */
    static String text(CodeableConcept concept) {
        if (concept == null) {
            return null;
        }
        if (concept.hasText()) {
            return concept.getText();
        }
        Coding coding = firstCoding(concept);
        if (coding == null) {
            return null;
        }
        return coding.hasDisplay() ? coding.getDisplay() : coding.getCode();
    }
}
