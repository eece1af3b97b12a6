package com.medvigil.model.fhir;

import java.util.regex.Pattern;

/**
 * FHIR R4's {@code id} datatype: 1 to 64 of A-Z, a-z, 0-9, '-' and '.'. The one definition for
 * every check of a resource id ({@code $submit}, FHIR search parameters, CDS Hooks patient ids);
 * the frozen migration V11_1 keeps its own copy.
 */
public final class FhirIdSyntax {

    /** The id as a regular expression, for patterns that contain one (references, request URLs). */
    public static final String REGEX = "[A-Za-z0-9\\-.]{1,64}";

    /** The rule as a refusal says it, after the field's name. */
    public static final String RULE = "must be a FHIR id (1 to 64 of A-Z, a-z, 0-9, '-', '.')";

    private static final Pattern ID = Pattern.compile(REGEX);

    private FhirIdSyntax() {
    }

    public static boolean isValid(String id) {
        return id != null && ID.matcher(id).matches();
    }
}
