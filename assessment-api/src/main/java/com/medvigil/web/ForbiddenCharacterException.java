package com.medvigil.web;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

/**
 * A text value of a request body holds a character its field does not take. A Jackson exception,
 * so that Jackson records the field's path on its way out as it does for a wrong type.
 */
public final class ForbiddenCharacterException extends MismatchedInputException {

    private final String rule;

    ForbiddenCharacterException(JsonParser parser, String rule) {
        super(parser, rule, String.class);
        this.rule = rule;
    }

    /** The rule broken, without the field: {@code must not contain control characters (...)}. */
    public String rule() {
        return rule;
    }
}
