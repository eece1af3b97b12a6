package com.medvigil.fhir.submit;

import org.hl7.fhir.r4.model.CodeableConcept;
import org.hl7.fhir.r4.model.Coding;
import org.hl7.fhir.r4.model.DomainResource;
import org.hl7.fhir.r4.model.Medication;
import org.hl7.fhir.r4.model.Reference;
import org.hl7.fhir.r4.model.Resource;

import com.fasterxml.jackson.databind.JsonNode;

/** Which medication a statement or request names: its text (or first display) and its RxNorm code, either may be null. */
record MedicationConcept(String name, String rxNormCode) {

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

    /** The {@code code} of a Medication entry, read from its JSON: Medication is not a served type. */
    static MedicationConcept ofJson(JsonNode code) {
        if (code == null || !code.isObject()) {
            return NONE;
        }
        String name = code.path("text").isTextual() ? code.get("text").asText() : null;
        String rxNorm = null;
        for (JsonNode coding : code.path("coding")) {
            if (name == null && coding.path("display").isTextual()) {
                name = coding.get("display").asText();
            }
            if (rxNorm == null && RXNORM.equals(coding.path("system").asText(null)) && coding.path("code").isTextual()) {
                rxNorm = coding.get("code").asText();
            }
        }
        return new MedicationConcept(name, rxNorm);
    }

    /**
     * The medication a statement or request names: its CodeableConcept, else the Medication its reference points
     * at (contained, or an entry of the same bundle), else the reference's display.
     */
    static MedicationConcept named(SubmittedBundle bundle, DomainResource owner, CodeableConcept concept,
                                   Reference reference) {
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
            MedicationConcept inBundle = bundle.byRelativeReference(reference.getReference())
                    .map(BundleEntry::medication)
                    .orElse(NONE);
            if (!inBundle.isEmpty()) {
                return inBundle;
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
