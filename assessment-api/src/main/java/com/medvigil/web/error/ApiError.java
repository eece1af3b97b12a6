package com.medvigil.web.error;

/** The error body of every non-FHIR endpoint (spec 2.1). */
public record ApiError(String message) {
}
