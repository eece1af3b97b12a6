package com.medvigil.web;

import java.io.IOException;

/** Raised while reading a body that turns out longer than its limit (no or false Content-Length). */
public class BodyTooLargeException extends IOException {

    public BodyTooLargeException(long limitBytes) {
        super(tooLargeMessage(limitBytes));
    }

    public static String tooLargeMessage(long limitBytes) {
        return "Request body is larger than the limit of " + limitBytes + " bytes";
    }
}
