package com.medvigil.fhir.search;

import java.util.List;

import com.medvigil.fhir.store.IndexedToken;

/** What search needs to know of one resource: whose it is, and its token values. */
public record IndexValues(String patientRef, List<IndexedToken> tokens) {
}
