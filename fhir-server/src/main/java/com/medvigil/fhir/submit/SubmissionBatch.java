package com.medvigil.fhir.submit;

import java.util.List;

/** Everything one bundle writes, in one transaction. */
record SubmissionBatch(List<AcceptedEntry> entries, List<StubPatient> stubs, List<StatementMedication> medications) {
}
