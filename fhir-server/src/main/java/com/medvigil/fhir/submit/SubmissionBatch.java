package com.medvigil.fhir.submit;

import java.util.List;

/** Everything one bundle writes, in one transaction: its accepted entries, stub patients and the codes of its Medications. */
record SubmissionBatch(List<AcceptedEntry> entries, List<StubPatient> stubs, List<BundleMedication> medications) {
}
