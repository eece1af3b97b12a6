package com.medvigil.assessment;

import java.util.Locale;

/**
 * A finding's family ({@code DRUG_INTERACTION}, {@code DRUG_CONDITION}, ...) as a code of
 * MedVigil's own code system, which CDS Hooks cards and FHIR DetectedIssues both carry. The codes
 * are the engine's finding types; no external system has them, so none is borrowed.
 */
public record FindingFamily(String code) {

    public static final String SYSTEM = "https://medvigil.com/fhir/CodeSystem/finding-type";

    public FindingFamily {
        if (code == null || code.isBlank()) {
            throw new IllegalArgumentException("A finding family needs a code");
        }
    }

    /** "DRUG_INTERACTION" reads "Drug interaction". */
    public String display() {
        String words = code.toLowerCase(Locale.ROOT).replace('_', ' ');
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }
}
