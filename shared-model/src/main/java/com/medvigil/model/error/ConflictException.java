package com.medvigil.model.error;

/** The request is valid but clashes with the current state, such as a tenant code already taken. */
public class ConflictException extends RuntimeException {

    public ConflictException(String message) {
        super(message);
    }
}
