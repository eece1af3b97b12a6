package com.medvigil.fhir.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.rest.api.QualifiedParamList;
import ca.uhn.fhir.rest.api.server.RequestDetails;
import ca.uhn.fhir.rest.param.ReferenceAndListParam;
import ca.uhn.fhir.rest.param.TokenAndListParam;

/**
 * Binds the parameters of a search request to a store query, once: each parameter the type
 * declares is read with HAPI's own parameter type for its kind (qualifiers, commas, escapes), then
 * checked by {@link SearchQuery}. The providers and the stored-JSON responder both search through
 * it. Unknown names were refused before (see {@link UnknownSearchParameterInterceptor}).
 */
@Component
public class SearchRequestBinder {

    private final SearchParameters parameters;
    private final FhirContext fhirContext;

    SearchRequestBinder(SearchParameters parameters, FhirContext fhirContext) {
        this.parameters = parameters;
        this.fhirContext = fhirContext;
    }

    public SearchQuery bind(ServedType type, RequestDetails request) {
        return bind(type, request.getParameters());
    }

    /** Binds parameters given as a query string's names and values (decoded), such as a conditional create's. */
    public SearchQuery bind(ServedType type, Map<String, String[]> requested) {
        SearchQuery query = SearchQuery.of(type);
        for (SearchParameter parameter : parameters.of(type)) {
            for (String name : parameter.names()) {
                List<QualifiedParamList> values = valuesOf(name, requested);
                if (!values.isEmpty()) {
                    add(query, parameter, name, values);
                }
            }
        }
        return query;
    }

    private void add(SearchQuery query, SearchParameter parameter, String name, List<QualifiedParamList> values) {
        switch (parameter.kind()) {
            case PATIENT -> {
                ReferenceAndListParam references = new ReferenceAndListParam();
                references.setValuesAsQueryTokens(fhirContext, name, values);
                query.patient(name, references);
            }
            case TOKEN -> {
                TokenAndListParam tokens = new TokenAndListParam();
                tokens.setValuesAsQueryTokens(fhirContext, name, values);
                query.token(name, parameter.name(), tokens);
            }
            case ID -> {
                TokenAndListParam ids = new TokenAndListParam();
                ids.setValuesAsQueryTokens(fhirContext, name, values);
                query.ids(ids);
            }
            case LAST_UPDATED -> query.lastUpdated(name, values);
            case DATE -> query.date(name, values);
        }
    }

    /** The values given for a name, with or without a qualifier ({@code code:text}), each split at its commas. */
    private static List<QualifiedParamList> valuesOf(String name, Map<String, String[]> requested) {
        List<QualifiedParamList> values = new ArrayList<>();
        requested.forEach((requestedName, given) -> {
            boolean qualified = requestedName.startsWith(name + ":");
            if (requestedName.equals(name) || qualified) {
                String qualifier = qualified ? requestedName.substring(name.length()) : null;
                for (String value : given) {
                    values.add(QualifiedParamList.splitQueryStringByCommasIgnoreEscape(qualifier, value));
                }
            }
        });
        return values;
    }
}
