package com.medvigil.fhir.search;

import java.util.List;

import com.medvigil.fhir.store.DateSpan;
import com.medvigil.fhir.store.IndexedToken;

/** What search needs to know of one resource: whose it is, its token values, and its date span (or null). */
public record IndexValues(String patientRef, List<IndexedToken> tokens, DateSpan date) {

    public IndexValues(String patientRef, List<IndexedToken> tokens) {
        this(patientRef, tokens, null);
    }
}
