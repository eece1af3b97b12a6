package com.medvigil.fhir.store;

import java.util.List;

/**
 * A search over one resource type. Each inner list is an OR of values, the lists are ANDed, as
 * in FHIR ({@code patient=a,b&code=x}): patients by FHIR id, logical ids, token values per
 * parameter, ranges of {@code last_updated} and of the type's date search parameter (each must hold).
 */
public record ResourceQuery(String type, List<List<String>> patientRefs, List<List<String>> ids,
                            List<TokenCriterion> tokens, List<InstantCriterion> lastUpdated, List<InstantCriterion> dates) {

    public ResourceQuery {
        patientRefs = List.copyOf(patientRefs);
        ids = List.copyOf(ids);
        tokens = List.copyOf(tokens);
        lastUpdated = List.copyOf(lastUpdated);
        dates = List.copyOf(dates);
    }

    public ResourceQuery(String type, List<List<String>> patientRefs, List<List<String>> ids, List<TokenCriterion> tokens) {
        this(type, patientRefs, ids, tokens, List.of(), List.of());
    }

    /** Every resource of the type about one patient (by FHIR id). */
    public static ResourceQuery aboutPatient(String type, String patientRef) {
        return new ResourceQuery(type, List.of(List.of(patientRef)), List.of(), List.of());
    }

    /** A token parameter that must match one of its values. */
    public record TokenCriterion(String param, List<TokenMatch> anyOf) {

        public TokenCriterion {
            anyOf = List.copyOf(anyOf);
        }
    }
}
