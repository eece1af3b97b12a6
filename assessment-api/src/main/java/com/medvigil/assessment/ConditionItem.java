package com.medvigil.assessment;

import java.util.List;

import com.medvigil.engine.PatientCase;
import com.medvigil.model.error.FieldPath;

import com.fasterxml.jackson.annotation.JsonCreator;

/** A condition, as a plain name ("asthma") or as {@code {name, code, system, status}} (DECISIONS). */
public record ConditionItem(String name, String code, String system, String status) {

    /** FHIR Condition.clinicalStatus codes. */
    static final List<String> STATUSES = List.of("active", "recurrence", "relapse", "inactive", "remission", "resolved");

    @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)
    public ConditionItem {
    }

    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static ConditionItem named(String name) {
        return new ConditionItem(name, null, null, null);
    }

    PatientCase.Condition toEngine(FieldPath field) {
        NameOrCode named = NameOrCode.check(field, "name", name, code, "needs a name or a code");
        return new PatientCase.Condition(named.name(), named.code(), field.child("system").optionalText(system, 200),
                field.child("status").optionalOneOf(status, STATUSES));
    }
}
