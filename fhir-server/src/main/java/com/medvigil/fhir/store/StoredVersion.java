package com.medvigil.fhir.store;

/** The stored copy of a resource that a write replaces: its row, and its version. */
public record StoredVersion(long rowId, int versionId) {
}
