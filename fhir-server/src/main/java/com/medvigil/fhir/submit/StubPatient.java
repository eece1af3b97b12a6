package com.medvigil.fhir.submit;

import java.util.UUID;

/** A patient to create as a stub (spec 2.7 rule 1), and the first entry that called for it. */
record StubPatient(String fhirId, UUID patientId, String externalId, int entryIndex, String element) {
}
