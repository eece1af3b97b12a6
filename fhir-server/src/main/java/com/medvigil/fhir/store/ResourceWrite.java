package com.medvigil.fhir.store;

import java.time.Instant;
import java.util.List;

/**
 * A resource to store: a new one ({@code replacing} null) is inserted as version 1, a stored one
 * is replaced by the version after the one read. {@code patientRef} is the FHIR id of the patient
 * it is about, {@code date} the range of its date search parameter, if it has one.
 */
public record ResourceWrite(ResourceKey key, StoredVersion replacing, Instant lastUpdated, String patientRef,
                            String json, List<IndexedToken> tokens, DateSpan date) {

    /** A resource without a date search value. */
    public ResourceWrite(ResourceKey key, StoredVersion replacing, Instant lastUpdated, String patientRef, String json,
                         List<IndexedToken> tokens) {
        this(key, replacing, lastUpdated, patientRef, json, tokens, null);
    }

    /** The version a write makes of a resource whose stored copy is {@code replacing}, if any. */
    public static int versionAfter(StoredVersion replacing) {
        return replacing == null ? 1 : replacing.versionId() + 1;
    }

    public int versionId() {
        return versionAfter(replacing);
    }
}
