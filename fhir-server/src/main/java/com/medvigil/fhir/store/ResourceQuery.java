package com.medvigil.fhir.store;

import java.util.List;

/**
 * A search over one resource type. Each inner list is an OR of values, the lists are ANDed, as
 * in FHIR ({@code patient=a,b&code=x}): patients by FHIR id, logical ids, and token values per
 * parameter.
 */
public record ResourceQuery(String type, List<List<String>> patientRefs, List<List<String>> ids,
                            List<TokenCriterion> tokens) {

    public ResourceQuery {
        patientRefs = List.copyOf(patientRefs);
        ids = List.copyOf(ids);
        tokens = List.copyOf(tokens);
    }

    public static ResourceQuery all(String type) {
        return new ResourceQuery(type, List.of(), List.of(), List.of());
    }

    /** Resources of the type with any of these token values of one parameter. */
    public static ResourceQuery byToken(String type, String param, List<TokenMatch> anyOf) {
        return new ResourceQuery(type, List.of(), List.of(), List.of(new TokenCriterion(param, anyOf)));
    }

    /** A token parameter that must match one of its values. */
    public record TokenCriterion(String param, List<TokenMatch> anyOf) {

        public TokenCriterion {
            anyOf = List.copyOf(anyOf);
        }
    }
}
