package com.medvigil.model.error;

/**
 * Something the caller named does not exist for the caller's tenant. Another tenant's object
 * raises this too, with the same text, so its existence is never revealed.
 */
public class NotFoundException extends RuntimeException {

    public NotFoundException(String what, Object id) {
        super(what + " " + id + " not found");
    }
}
