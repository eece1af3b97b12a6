package com.medvigil.assessment;

import java.util.List;

import com.medvigil.engine.PatientCase;
import com.medvigil.model.error.FieldPath;

import com.fasterxml.jackson.annotation.JsonCreator;

/**
 * An allergy, as a plain substance ("penicillin") or as {@code {substance, code, system, reaction, severity}}.
 * The reaction is a clinician's description, often copied from a chart over several lines (the web
 * layer lets it hold line breaks).
 */
public record AllergyItem(String substance, String code, String system, String reaction, String severity) {

    /** FHIR AllergyIntolerance.reaction.severity codes. */
    static final List<String> SEVERITIES = List.of("mild", "moderate", "severe");

    @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)
    public AllergyItem {
    }

    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static AllergyItem named(String substance) {
        return new AllergyItem(substance, null, null, null, null);
    }

    PatientCase.Allergy toEngine(FieldPath field) {
        NameOrCode named = NameOrCode.check(field, "substance", substance, code, "needs a substance or a code");
        return new PatientCase.Allergy(named.name(), named.code(), field.child("system").optionalText(system, 200),
                field.child("reaction").optionalText(reaction, 500),
                field.child("severity").optionalOneOf(severity, SEVERITIES));
    }
}
