package com.medvigil.fhir;

import org.hl7.fhir.r4.model.OperationOutcome;
import org.hl7.fhir.r4.model.OperationOutcome.IssueSeverity;
import org.hl7.fhir.r4.model.OperationOutcome.IssueType;

/**
 * The OperationOutcome a FHIR client receives for an HTTP error that happens outside a resource
 * provider (authentication, rate limit, body size): one error issue whose code fits the status.
 */
public final class ErrorOutcome {

    private ErrorOutcome() {
    }

    public static OperationOutcome forStatus(int status, String diagnostics) {
        OperationOutcome outcome = new OperationOutcome();
        outcome.addIssue()
                .setSeverity(status >= 500 ? IssueSeverity.FATAL : IssueSeverity.ERROR)
                .setCode(issueTypeFor(status))
                .setDiagnostics(diagnostics);
        return outcome;
    }

    static IssueType issueTypeFor(int status) {
        return switch (status) {
            case 401 -> IssueType.LOGIN;
            case 403 -> IssueType.FORBIDDEN;
            case 404 -> IssueType.NOTFOUND;
            case 405, 406, 415 -> IssueType.NOTSUPPORTED;
            case 409 -> IssueType.CONFLICT;
            case 413 -> IssueType.TOOLONG;
            case 429 -> IssueType.THROTTLED;
            default -> status >= 500 ? IssueType.EXCEPTION : IssueType.INVALID;
        };
    }
}
