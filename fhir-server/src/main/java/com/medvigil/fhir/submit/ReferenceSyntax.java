package com.medvigil.fhir.submit;

import java.util.regex.Pattern;

import com.medvigil.model.fhir.FhirIdSyntax;

/** The forms a {@code Reference.reference} may take in a submitted resource. */
final class ReferenceSyntax {

    private static final Pattern WELL_FORMED = Pattern.compile(String.join("|",
            "#" + FhirIdSyntax.REGEX,
            "urn:uuid:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}",
            "urn:oid:[0-2](\\.(0|[1-9][0-9]*))+",
            "[A-Z][A-Za-z]+/" + FhirIdSyntax.REGEX + "(/_history/" + FhirIdSyntax.REGEX + ")?",
            "[A-Z][A-Za-z]+\\?\\S+",
            "https?://\\S+"));

    /** {@code Patient/<id>} at the end of a relative or absolute reference. */
    static final Pattern PATIENT_ID = Pattern.compile(
            "(?:https?://\\S+/)?Patient/(" + FhirIdSyntax.REGEX + ")(?:/_history/" + FhirIdSyntax.REGEX + ")?");

    private ReferenceSyntax() {
    }

    static boolean isWellFormed(String reference) {
        return WELL_FORMED.matcher(reference).matches();
    }

    static String describeForms() {
        return "Type/id, an absolute URL, urn:uuid:<uuid> of a bundle entry, #contained or Type?identifier=system|value";
    }
}
