package com.medvigil.fhir.submit;

import java.util.Map;

import com.medvigil.fhir.ServedType;

/**
 * Published once a submitted bundle has been stored (or found to hold nothing storable): how
 * many entries of each served type were stored and refused, how many refused entries had no
 * served type (not a resource, an unknown type), how many were ignored (other FHIR types), and
 * of each type how many were left unchanged (their ifNoneExist matched) and how many of the
 * refused ones were refused by their ifMatch (a version conflict, also in {@code refused}).
 * For metrics; it carries counts only, never content.
 */
public record BundleSubmitted(Map<ServedType, Integer> stored, Map<ServedType, Integer> refused,
                              int refusedWithoutServedType, int ignored, Map<ServedType, Integer> unchanged,
                              Map<ServedType, Integer> conflicts) {

    public BundleSubmitted {
        stored = Map.copyOf(stored);
        refused = Map.copyOf(refused);
        unchanged = Map.copyOf(unchanged);
        conflicts = Map.copyOf(conflicts);
    }
}
