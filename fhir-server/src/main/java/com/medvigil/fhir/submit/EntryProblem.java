package com.medvigil.fhir.submit;

import org.hl7.fhir.r4.model.OperationOutcome.IssueType;

/**
 * Why one entry is refused: the element at fault, relative to the entry ({@code resource.subject}),
 * and what is wrong with it. Raised while checking an entry; it never escapes the submission.
 */
class EntryProblem extends RuntimeException {

    private final String element;
    private final IssueType code;

    EntryProblem(String element, IssueType code, String diagnostics) {
        super(diagnostics, null, false, false);
        this.element = element;
        this.code = code;
    }

    static EntryProblem invalid(String element, String diagnostics) {
        return new EntryProblem(element, IssueType.INVALID, diagnostics);
    }

    static EntryProblem required(String element, String diagnostics) {
        return new EntryProblem(element, IssueType.REQUIRED, diagnostics);
    }

    static EntryProblem notFound(String element, String diagnostics) {
        return new EntryProblem(element, IssueType.NOTFOUND, diagnostics);
    }

    String element() {
        return element;
    }

    IssueType code() {
        return code;
    }
}
