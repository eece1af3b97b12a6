package com.medvigil.model.error;

/** One field of the request breaks a rule; the message names the field and the rule. */
public class InvalidFieldException extends RuntimeException {

    private final String field;

    public InvalidFieldException(String field, String rule) {
        super(field + " " + rule);
        this.field = field;
    }

    public String field() {
        return field;
    }
}
