package com.medvigil.fhir.search;

import java.util.List;

/**
 * A search parameter MedVigil answers: its name, the aliases clients may use instead, what kind
 * of value it takes, and the HAPI built-in parameter whose FHIRPath yields its values.
 */
public record SearchParameter(String name, List<String> aliases, Kind kind, String builtInName) {

    public SearchParameter {
        aliases = List.copyOf(aliases);
    }

    static SearchParameter patient(String... aliases) {
        return new SearchParameter("patient", List.of(aliases), Kind.PATIENT, "patient");
    }

    static SearchParameter token(String name, String builtInName, String... aliases) {
        return new SearchParameter(name, List.of(aliases), Kind.TOKEN, builtInName);
    }

    static SearchParameter logicalId() {
        return new SearchParameter("_id", List.of(), Kind.ID, "_id");
    }

    public boolean answersTo(String requestedName) {
        return name.equals(requestedName) || aliases.contains(requestedName);
    }

    /** The value kinds the store can search. */
    public enum Kind {
        /** The patient a resource is about: {@code Patient/<id>}, a bare id or an absolute URL. */
        PATIENT,
        /** A code or identifier: {@code value} or {@code system|value}. */
        TOKEN,
        /** The logical id. */
        ID
    }
}
