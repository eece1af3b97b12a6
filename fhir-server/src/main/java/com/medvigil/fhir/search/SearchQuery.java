package com.medvigil.fhir.search;

import java.util.ArrayList;
import java.util.List;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.store.InstantCriterion;
import com.medvigil.fhir.store.InstantCriterion.Comparison;
import com.medvigil.fhir.store.ResourceQuery;
import com.medvigil.fhir.store.TokenMatch;

import ca.uhn.fhir.rest.api.QualifiedParamList;
import ca.uhn.fhir.rest.param.ReferenceAndListParam;
import ca.uhn.fhir.rest.param.ReferenceOrListParam;
import ca.uhn.fhir.rest.param.ReferenceParam;
import ca.uhn.fhir.rest.param.TokenAndListParam;
import ca.uhn.fhir.rest.param.TokenOrListParam;
import ca.uhn.fhir.rest.param.TokenParam;
import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;

/**
 * Turns the parameters of a search, read with HAPI's parameter types, into a store query. Values
 * and modifiers this server cannot honour are refused with a 400 naming the parameter, so that no
 * filter is silently dropped.
 */
public final class SearchQuery {

    private final ServedType type;
    private final List<List<String>> patients = new ArrayList<>();
    private final List<List<String>> ids = new ArrayList<>();
    private final List<ResourceQuery.TokenCriterion> tokens = new ArrayList<>();
    private final List<InstantCriterion> lastUpdated = new ArrayList<>();
    private final List<InstantCriterion> dates = new ArrayList<>();

    private SearchQuery(ServedType type) {
        this.type = type;
    }

    public static SearchQuery of(ServedType type) {
        return new SearchQuery(type);
    }

    /** {@code patient} or {@code subject}: {@code Patient/<id>}, a bare id, or an absolute URL. */
    public SearchQuery patient(String requestedName, ReferenceAndListParam values) {
        if (values == null) {
            return this;
        }
        for (ReferenceOrListParam anyOf : values.getValuesAsQueryTokens()) {
            List<String> patientIds = new ArrayList<>();
            for (ReferenceParam reference : anyOf.getValuesAsQueryTokens()) {
                patientIds.add(patientId(requestedName, reference));
            }
            patients.add(patientIds);
        }
        return this;
    }

    /** A token parameter, stored under {@code indexedName}: {@code value}, {@code system|value}, {@code |value}, {@code system|}. */
    public SearchQuery token(String requestedName, String indexedName, TokenAndListParam values) {
        if (values == null) {
            return this;
        }
        for (TokenOrListParam anyOf : values.getValuesAsQueryTokens()) {
            List<TokenMatch> matches = new ArrayList<>();
            for (TokenParam token : anyOf.getValuesAsQueryTokens()) {
                matches.add(tokenMatch(requestedName, token));
            }
            tokens.add(new ResourceQuery.TokenCriterion(indexedName, matches));
        }
        return this;
    }

    /** Resources with any of these values of a declared token parameter, as the server itself asks for them. */
    public SearchQuery anyOf(SearchParameter parameter, List<TokenMatch> values) {
        tokens.add(new ResourceQuery.TokenCriterion(parameter.name(), values));
        return this;
    }

    /** {@code _id}: one or more logical ids. */
    public SearchQuery ids(TokenAndListParam values) {
        if (values == null) {
            return this;
        }
        for (TokenOrListParam anyOf : values.getValuesAsQueryTokens()) {
            List<String> anyId = new ArrayList<>();
            for (TokenParam token : anyOf.getValuesAsQueryTokens()) {
                refuseModifier("_id", token.getModifier() == null ? null : token.getModifier().getValue());
                if (token.getSystem() != null || token.getValue() == null || token.getValue().isBlank()) {
                    throw new InvalidRequestException("Search parameter _id takes a logical id");
                }
                anyId.add(token.getValue());
            }
            ids.add(anyId);
        }
        return this;
    }

    /**
     * {@code _lastUpdated}: a FHIR date with an optional prefix ({@code eq}, {@code gt}, {@code ge},
     * {@code lt}, {@code le}); repeated, every one must hold. A list ({@code a,b}) is refused: an OR
     * of ranges is seldom meant, and two parameters say a range.
     */
    public SearchQuery lastUpdated(String requestedName, List<QualifiedParamList> values) {
        lastUpdated.addAll(dateCriteria(requestedName, values));
        return this;
    }

    /** The type's date parameter ({@code date}, {@code recorded-date}, {@code authoredon}), as {@code _lastUpdated}. */
    public SearchQuery date(String requestedName, List<QualifiedParamList> values) {
        dates.addAll(dateCriteria(requestedName, values));
        return this;
    }

    private static List<InstantCriterion> dateCriteria(String requestedName, List<QualifiedParamList> values) {
        List<InstantCriterion> criteria = new ArrayList<>();
        for (QualifiedParamList value : values) {
            refuseModifier(requestedName, value.getQualifier());
            if (value.size() != 1) {
                throw new InvalidRequestException("Search parameter " + requestedName
                        + " takes one date per parameter; repeat the parameter for a range");
            }
            criteria.add(dateCriterion(requestedName, value.get(0)));
        }
        return criteria;
    }

    public ResourceQuery toQuery() {
        return new ResourceQuery(type.resourceType(), patients, ids, tokens, lastUpdated, dates);
    }

    private static InstantCriterion dateCriterion(String requestedName, String value) {
        Comparison comparison = Comparison.EQ;
        String date = value == null ? "" : value;
        if (date.length() >= 2 && Character.isLetter(date.charAt(0))) {
            String prefix = date.substring(0, 2);
            comparison = switch (prefix) {
                case "eq" -> Comparison.EQ;
                case "gt" -> Comparison.GT;
                case "ge" -> Comparison.GE;
                case "lt" -> Comparison.LT;
                case "le" -> Comparison.LE;
                default -> throw new InvalidRequestException("Search parameter " + requestedName
                        + " does not support the prefix '" + prefix + "'; supported: eq, gt, ge, lt, le");
            };
            date = date.substring(2);
        }
        try {
            FhirDateRange range = FhirDateRange.parse(date);
            return new InstantCriterion(comparison, range.low(), range.high());
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException("Search parameter " + requestedName + ": " + e.getMessage());
        }
    }

    private static String patientId(String requestedName, ReferenceParam reference) {
        if (reference.getChain() != null) {
            throw new InvalidRequestException("Search parameter " + requestedName + " does not support chained searches ("
                    + requestedName + "." + reference.getChain() + ")");
        }
        String resourceType = reference.getResourceType();
        if (resourceType != null && !"Patient".equals(resourceType)) {
            throw new InvalidRequestException("Search parameter " + requestedName
                    + " takes a Patient reference (Patient/<id>, <id> or an absolute URL), not " + reference.getValue());
        }
        String id = reference.getIdPart();
        if (id == null || id.isBlank()) {
            throw new InvalidRequestException("Search parameter " + requestedName + " needs a patient id");
        }
        return id;
    }

    private static TokenMatch tokenMatch(String requestedName, TokenParam token) {
        refuseModifier(requestedName, token.getModifier() == null ? null : token.getModifier().getValue());
        String system = token.getSystem();
        String value = token.getValue() == null || token.getValue().isEmpty() ? null : token.getValue();
        if (system == null) {
            if (value == null) {
                throw new InvalidRequestException("Search parameter " + requestedName + " needs a value or system|value");
            }
            return TokenMatch.anySystem(value);
        }
        if (system.isEmpty()) {
            if (value == null) {
                throw new InvalidRequestException("Search parameter " + requestedName + " needs a value after '|'");
            }
            return TokenMatch.noSystem(value);
        }
        return TokenMatch.of(system, value);
    }

    private static void refuseModifier(String requestedName, String modifier) {
        if (modifier != null) {
            throw new InvalidRequestException("Search parameter " + requestedName + " does not support the modifier "
                    + modifier);
        }
    }
}
