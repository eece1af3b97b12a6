package com.medvigil.assessment;

import com.medvigil.engine.PatientCase;
import com.medvigil.model.error.FieldPath;

/** A laboratory result: {@code {name, code (LOINC), value, unit, observedAt}} (DECISIONS). */
public record LabItem(String name, String code, Double value, String unit, String observedAt) {

    PatientCase.Lab toEngine(FieldPath field) {
        NameOrCode named = NameOrCode.check(field, "name", name, code, "needs a name or a LOINC code");
        Double checkedValue = field.child("value").required(value);
        if (checkedValue.isNaN() || checkedValue.isInfinite()) {
            throw field.child("value").invalid("must be a finite number");
        }
        return new PatientCase.Lab(named.name(), named.code(), checkedValue, field.child("unit").optionalText(unit, 50),
                field.child("observedAt").optionalDateOrDateTime(observedAt));
    }
}
