package com.medvigil.fhir.submit;

/**
 * How to check a submission. Full validation against the base R4 StructureDefinitions costs about
 * ten milliseconds an entry, so it is opt-in ({@code _validate=profile}) rather than the default.
 */
public record SubmitOptions(boolean profileValidation) {

    public static final SubmitOptions DEFAULT = new SubmitOptions(false);
}
