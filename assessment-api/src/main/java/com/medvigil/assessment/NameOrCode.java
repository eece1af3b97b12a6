package com.medvigil.assessment;

import com.medvigil.model.error.FieldPath;

/** The name and the code of a request item that needs at least one of the two, each checked. */
record NameOrCode(String name, String code) {

    /** {@code nameField} is what the item calls its name ("substance"); {@code missing} the rule when both lack. */
    static NameOrCode check(FieldPath field, String nameField, String name, String code, String missing) {
        String checkedName = field.child(nameField).optionalText(name, 200);
        String checkedCode = field.child("code").optionalText(code, 50);
        if (checkedName == null && checkedCode == null) {
            throw field.invalid(missing);
        }
        return new NameOrCode(checkedName, checkedCode);
    }
}
