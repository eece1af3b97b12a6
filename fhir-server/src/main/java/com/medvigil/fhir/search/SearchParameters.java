package com.medvigil.fhir.search;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.context.RuntimeSearchParam;

/**
 * The one declaration of the search parameters of each served type: spec 4.9 plus the standard
 * aliases DECISIONS adds ({@code subject} for {@code patient}, {@code clinical-status} for
 * {@code status} where the status is clinical, {@code _id}). Indexing, request binding, the
 * refusal of unknown parameters and the CapabilityStatement all read it.
 */
@Component
public class SearchParameters {

    /** Parameters that shape the response rather than select resources; HAPI applies them. */
    static final List<String> RESULT_PARAMETERS = List.of("_format", "_pretty", "_summary", "_elements", "_count",
            "_sort", "_include", "_revinclude", PageCursor.PARAMETER);

    /** A Patient's identifiers, also what a conditional reference {@code Patient?identifier=...} matches. */
    public static final SearchParameter PATIENT_IDENTIFIER = SearchParameter.token("identifier", "identifier");

    private final Map<ServedType, List<SearchParameter>> byType = new EnumMap<>(ServedType.class);
    private final Map<ServedType, Map<String, String>> paths = new EnumMap<>(ServedType.class);

    SearchParameters(FhirContext fhirContext) {
        define(ServedType.PATIENT, PATIENT_IDENTIFIER);
        define(ServedType.MEDICATION_STATEMENT, SearchParameter.patient("subject"), SearchParameter.token("status", "status"));
        define(ServedType.MEDICATION_REQUEST, SearchParameter.patient("subject"), SearchParameter.token("status", "status"),
                SearchParameter.date("authoredon"));
        // for Conditions and AllergyIntolerances, status is the clinical status, as is clinical-status
        define(ServedType.CONDITION, SearchParameter.patient("subject"),
                SearchParameter.token("status", "clinical-status", "clinical-status"), SearchParameter.date("recorded-date"));
        define(ServedType.ALLERGY_INTOLERANCE, SearchParameter.patient("subject"),
                SearchParameter.token("status", "clinical-status", "clinical-status"));
        define(ServedType.OBSERVATION, SearchParameter.patient("subject"), SearchParameter.token("category", "category"),
                SearchParameter.token("code", "code"), SearchParameter.date("date"));
        define(ServedType.ENCOUNTER, SearchParameter.patient("subject"), SearchParameter.token("status", "status"),
                SearchParameter.date("date"));
        byType.forEach((type, parameters) -> paths.put(type, builtInPaths(fhirContext, type, parameters)));
    }

    public List<SearchParameter> of(ServedType type) {
        return byType.get(type);
    }

    /** The parameter a request's name (or alias) stands for. */
    public Optional<SearchParameter> find(ServedType type, String requestedName) {
        return of(type).stream().filter(parameter -> parameter.answersTo(requestedName)).findFirst();
    }

    /** The parameter naming the patient a resource is about; none for Patient itself. */
    public Optional<SearchParameter> patientParameter(ServedType type) {
        return of(type).stream().filter(parameter -> parameter.kind() == SearchParameter.Kind.PATIENT).findFirst();
    }

    /** The type's date parameter, if it has one (the store keeps one date range per resource). */
    public Optional<SearchParameter> dateParameter(ServedType type) {
        return of(type).stream().filter(parameter -> parameter.kind() == SearchParameter.Kind.DATE).findFirst();
    }

    /** Every name a search of this type accepts, for error messages. */
    public List<String> acceptedNames(ServedType type) {
        TreeSet<String> names = new TreeSet<>();
        for (SearchParameter parameter : of(type)) {
            names.addAll(parameter.names());
        }
        return List.copyOf(names);
    }

    /** The FHIRPath expression of HAPI's built-in parameter behind one of ours. */
    String pathOf(ServedType type, SearchParameter parameter) {
        return paths.get(type).get(parameter.name());
    }

    private void define(ServedType type, SearchParameter... parameters) {
        List<SearchParameter> all = new ArrayList<>(List.of(parameters));
        all.add(SearchParameter.logicalId());
        all.add(SearchParameter.lastUpdated());
        byType.put(type, List.copyOf(all));
    }

    private static Map<String, String> builtInPaths(FhirContext fhirContext, ServedType type, List<SearchParameter> parameters) {
        Map<String, String> paths = new HashMap<>();
        for (SearchParameter parameter : parameters) {
            if (parameter.isColumn()) {
                continue;
            }
            RuntimeSearchParam builtIn = fhirContext.getResourceDefinition(type.resourceType())
                    .getSearchParam(parameter.builtInName());
            if (builtIn == null) {
                throw new IllegalStateException("HAPI has no search parameter " + type.resourceType() + ":" + parameter.builtInName());
            }
            paths.put(parameter.name(), builtIn.getPath());
        }
        return paths;
    }
}
