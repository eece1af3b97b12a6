package com.medvigil.fhir.submit;

import org.hl7.fhir.r4.model.OperationOutcome;

/** The answer to a submission: what happened to each entry worth a word, and the counts. */
public record SubmitResult(OperationOutcome outcome, SubmitSummary summary) {
}
