package com.medvigil.fhir.search;

import java.util.ArrayList;
import java.util.List;

import ca.uhn.fhir.rest.api.RestSearchParameterTypeEnum;

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

    static SearchParameter date(String name) {
        return new SearchParameter(name, List.of(), Kind.DATE, name);
    }

    static SearchParameter lastUpdated() {
        return new SearchParameter("_lastUpdated", List.of(), Kind.LAST_UPDATED, "_lastUpdated");
    }

    static SearchParameter logicalId() {
        return new SearchParameter("_id", List.of(), Kind.ID, "_id");
    }

    /** Whether the store keeps this parameter's values in a column of the resource, not indexed from its content. */
    boolean isColumn() {
        return kind == Kind.ID || kind == Kind.LAST_UPDATED;
    }

    public boolean answersTo(String requestedName) {
        return name.equals(requestedName) || aliases.contains(requestedName);
    }

    /** The name, then the aliases: every name a request may use for this parameter. */
    public List<String> names() {
        List<String> names = new ArrayList<>(aliases.size() + 1);
        names.add(name);
        names.addAll(aliases);
        return names;
    }

    /** The value kinds the store can search. */
    public enum Kind {
        /** The patient a resource is about: {@code Patient/<id>}, a bare id or an absolute URL. */
        PATIENT(RestSearchParameterTypeEnum.REFERENCE),
        /** A code or identifier: {@code value} or {@code system|value}. */
        TOKEN(RestSearchParameterTypeEnum.TOKEN),
        /** The logical id. */
        ID(RestSearchParameterTypeEnum.TOKEN),
        /** A clinical date or period, the range of which is indexed, with FHIR's date prefixes. */
        DATE(RestSearchParameterTypeEnum.DATE),
        /** When the stored copy was written ({@code meta.lastUpdated}), with FHIR's date prefixes. */
        LAST_UPDATED(RestSearchParameterTypeEnum.DATE);

        private final RestSearchParameterTypeEnum fhirType;

        Kind(RestSearchParameterTypeEnum fhirType) {
            this.fhirType = fhirType;
        }

        /** The FHIR search parameter type a client sees in the CapabilityStatement. */
        public RestSearchParameterTypeEnum fhirType() {
            return fhirType;
        }
    }
}
