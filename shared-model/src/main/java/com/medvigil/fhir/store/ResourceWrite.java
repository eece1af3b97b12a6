package com.medvigil.fhir.store;

import java.time.Instant;
import java.util.List;

/**
 * A resource to store as the given version: version 1 is inserted, a later version replaces
 * the version before it. {@code patientRef} is the FHIR id of the patient it is about.
 */
public record ResourceWrite(ResourceKey key, int versionId, Instant lastUpdated, String patientRef, String json,
                            List<IndexedToken> tokens) {
}
