package com.medvigil.fhir.store;

import java.time.Instant;

/** The latest copy of a resource as stored: native FHIR JSON with its version and time. */
public record StoredResource(String type, String id, int versionId, Instant lastUpdated, String json) {
}
