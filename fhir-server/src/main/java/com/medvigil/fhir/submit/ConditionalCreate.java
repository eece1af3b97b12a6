package com.medvigil.fhir.submit;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.hl7.fhir.r4.model.OperationOutcome.IssueType;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.FhirStringRule;
import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.search.SearchParameters;
import com.medvigil.fhir.search.SearchRequestBinder;
import com.medvigil.fhir.store.FhirResources;
import com.medvigil.fhir.store.ResourceQuery;

import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;

/**
 * {@code request.ifNoneExist} of a $submit entry (FHIR's conditional create): the search it names
 * runs over the tenant's stored resources and the entries of the same bundle accepted before it,
 * with the parameters a search of the type accepts. One match means the resource already exists
 * and nothing is written; several refuse the entry, as FHIR's 412 does.
 */
@Component
class ConditionalCreate {

    static final String ELEMENT = "request.ifNoneExist";

    private final SearchParameters parameters;
    private final SearchRequestBinder binder;
    private final FhirResources storedResources;

    ConditionalCreate(SearchParameters parameters, SearchRequestBinder binder, FhirResources storedResources) {
        this.parameters = parameters;
        this.binder = binder;
        this.storedResources = storedResources;
    }

    /**
     * The id of the one resource of the type that {@code condition} matches, or empty when none does;
     * an {@link EntryProblem} when several do or the condition cannot be searched.
     * {@code earlier}: the bundle's entries accepted so far, which replace any stored copy of their id.
     */
    Optional<String> existing(ServedType type, String condition, List<AcceptedEntry> earlier) {
        ResourceQuery query = queryOf(type, condition);
        List<AcceptedEntry> earlierOfType = earlier.stream().filter(entry -> entry.type() == type).toList();
        Set<String> rewritten = new LinkedHashSet<>();
        earlierOfType.forEach(entry -> rewritten.add(entry.id()));
        Set<String> matches = new LinkedHashSet<>();
        for (String id : storedResources.searchIds(query)) {
            if (!rewritten.contains(id)) {
                matches.add(id);
            }
        }
        for (AcceptedEntry entry : earlierOfType) {
            if (matches(query, entry)) {
                matches.add(entry.id());
            }
        }
        if (matches.size() > 1) {
            throw new EntryProblem(ELEMENT, IssueType.MULTIPLEMATCHES, "ifNoneExist '" + condition + "' matches "
                    + matches.size() + " " + type.resourceType() + " resources; a conditional create needs it to match"
                    + " at most one");
        }
        return matches.stream().findFirst();
    }

    private ResourceQuery queryOf(ServedType type, String condition) {
        String query = condition.startsWith(type.resourceType() + "?") ? condition.substring(type.resourceType().length() + 1)
                : condition;
        Map<String, List<String>> values = new LinkedHashMap<>();
        for (String pair : query.split("&")) {
            String[] nameAndValue = pair.split("=", 2);
            String name = decoded(nameAndValue[0], condition);
            String baseName = name.contains(":") ? name.substring(0, name.indexOf(':')) : name;
            if (nameAndValue.length != 2 || name.isEmpty()) {
                throw EntryProblem.invalid(ELEMENT, "ifNoneExist '" + condition + "' is not a search query:"
                        + " write name=value pairs joined by &, such as identifier=system|value");
            }
            if (parameters.find(type, baseName).isEmpty()) {
                throw new EntryProblem(ELEMENT, IssueType.NOTSUPPORTED, "ifNoneExist parameter '" + name
                        + "' is not supported for " + type.resourceType() + "; supported: "
                        + String.join(", ", parameters.acceptedNames(type)));
            }
            values.computeIfAbsent(name, n -> new ArrayList<>()).add(decoded(nameAndValue[1], condition));
        }
        Map<String, String[]> requested = new LinkedHashMap<>();
        values.forEach((name, given) -> requested.put(name, given.toArray(String[]::new)));
        try {
            return binder.bind(type, requested).toQuery();
        } catch (InvalidRequestException e) {
            throw EntryProblem.invalid(ELEMENT, "ifNoneExist '" + condition + "': "
                    + e.getMessage().replaceFirst("^HAPI-\\d+: ", ""));
        }
    }

    private static String decoded(String part, String condition) {
        String decoded;
        try {
            decoded = URLDecoder.decode(part, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException notPercentEncoded) {
            throw EntryProblem.invalid(ELEMENT, "ifNoneExist '" + condition + "' is not a search query: a '%' must"
                    + " start a percent-encoded byte, such as %7C for '|'");
        }
        // As for a search over HTTP (ParameterCharacters): no stored value can match, and
        // PostgreSQL cannot take a NUL as a query parameter.
        String problem = FhirStringRule.problemIn(decoded);
        if (problem != null) {
            throw EntryProblem.invalid(ELEMENT, "ifNoneExist '" + part + "' " + problem);
        }
        return decoded;
    }

    /** Whether an entry of the bundle matches, as the search of the stored resources would find it. */
    private static boolean matches(ResourceQuery query, AcceptedEntry entry) {
        String patient = entry.searchValues().patientRef();
        return query.ids().stream().allMatch(anyOf -> anyOf.contains(entry.id()))
                && query.patientRefs().stream().allMatch(anyOf -> patient != null && anyOf.contains(patient))
                && query.tokens().stream().allMatch(criterion -> entry.searchValues().tokens().stream()
                        .anyMatch(token -> token.param().equals(criterion.param())
                                && criterion.anyOf().stream().anyMatch(match -> match.matches(token))));
    }
}
