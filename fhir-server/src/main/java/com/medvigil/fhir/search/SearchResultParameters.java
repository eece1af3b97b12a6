package com.medvigil.fhir.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.store.SearchOrder;

import ca.uhn.fhir.rest.api.Constants;
import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;

/**
 * What a search request asks of its result rather than of the resources: the page size
 * ({@code _count}), the order ({@code _sort}), where the page starts ({@code _cursor}), the linked
 * resources to include ({@code _include}, {@code _revinclude}), and whether only the total is
 * wanted ({@code _summary=count}, or {@code _count=0}). Values it cannot honour are 400s.
 */
public record SearchResultParameters(Integer count, SearchOrder order, PageCursor cursor, List<SearchInclude> includes,
                                     boolean totalOnly) {

    /** The largest page; a larger {@code _count} gets pages of this size, and a next link, as FHIR allows. */
    public static final int MAX_COUNT = 1000;

    private static final List<String> UNQUALIFIED = List.of(Constants.PARAM_COUNT, Constants.PARAM_SORT,
            Constants.PARAM_INCLUDE, Constants.PARAM_REVINCLUDE, PageCursor.PARAMETER);

    public SearchResultParameters {
        includes = List.copyOf(includes);
    }

    static SearchResultParameters of(ServedType type, Map<String, String[]> request, SearchParameters parameters) {
        for (String name : request.keySet()) {
            for (String unqualified : UNQUALIFIED) {
                if (name.startsWith(unqualified + ":")) {
                    throw new InvalidRequestException("Search parameter " + unqualified + " does not support the modifier "
                            + name.substring(unqualified.length() + 1));
                }
            }
        }
        Integer count = single(request, Constants.PARAM_COUNT).map(SearchResultParameters::count).orElse(null);
        SearchOrder order = single(request, Constants.PARAM_SORT).map(value -> order(type, value, parameters))
                .orElse(SearchOrder.STORED);
        PageCursor cursor = single(request, PageCursor.PARAMETER).map(value -> PageCursor.parse(value, order)).orElse(null);
        boolean totalOnly = (count != null && count == 0)
                || single(request, Constants.PARAM_SUMMARY).filter("count"::equals).isPresent();
        List<SearchInclude> includes = new ArrayList<>();
        for (String value : values(request, Constants.PARAM_INCLUDE)) {
            includes.add(include(type, value, parameters));
        }
        for (String value : values(request, Constants.PARAM_REVINCLUDE)) {
            includes.add(revInclude(type, value, parameters));
        }
        return new SearchResultParameters(count == null || count == 0 ? null : Math.min(count, MAX_COUNT), order, cursor,
                includes, totalOnly);
    }

    /**
     * The page size and position of a search that is not over stored rows (DetectedIssue): only
     * {@code _count}, {@code _cursor} (positions of {@code order}) and {@code _summary=count} apply;
     * the caller refuses any other parameter.
     */
    public static SearchResultParameters ofPaging(Map<String, String[]> request, SearchOrder order) {
        Integer count = single(request, Constants.PARAM_COUNT).map(SearchResultParameters::count).orElse(null);
        PageCursor cursor = single(request, PageCursor.PARAMETER).map(value -> PageCursor.parse(value, order)).orElse(null);
        boolean totalOnly = (count != null && count == 0)
                || single(request, Constants.PARAM_SUMMARY).filter("count"::equals).isPresent();
        return new SearchResultParameters(count == null || count == 0 ? null : Math.min(count, MAX_COUNT), order, cursor,
                List.of(), totalOnly);
    }

    private static Integer count(String value) {
        try {
            int count = Integer.parseInt(value);
            if (count >= 0) {
                return count;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new InvalidRequestException("Search parameter _count takes a whole number of resources (0 or more), not '"
                + value + "'");
    }

    /** {@code _lastUpdated} or the type's date parameter, {@code -} first for descending; one key only. */
    private static SearchOrder order(ServedType type, String value, SearchParameters parameters) {
        boolean descending = value.startsWith("-");
        String key = descending ? value.substring(1) : value;
        if (Constants.PARAM_LASTUPDATED.equals(key)) {
            return new SearchOrder(SearchOrder.Key.LAST_UPDATED, descending);
        }
        Optional<SearchParameter> date = parameters.dateParameter(type);
        if (date.isPresent() && date.get().answersTo(key)) {
            return new SearchOrder(SearchOrder.Key.DATE, descending);
        }
        throw new InvalidRequestException("Search parameter _sort supports " + Constants.PARAM_LASTUPDATED
                + date.map(d -> " and " + d.name()).orElse("") + " on " + type.resourceType()
                + " (with '-' first for descending), not '" + value + "'");
    }

    /** {@code <Type>:patient} (or {@code :subject}) on a type that names its patient: that Patient. */
    private static SearchInclude include(ServedType type, String value, SearchParameters parameters) {
        Optional<SearchParameter> patient = parameters.patientParameter(type);
        String[] parts = value.split(":", -1);
        boolean fits = patient.isPresent() && (parts.length == 2 || (parts.length == 3 && "Patient".equals(parts[2])))
                && type.resourceType().equals(parts[0]) && patient.get().answersTo(parts[1]);
        if (!fits) {
            throw new InvalidRequestException("Search parameter _include supports "
                    + patient.map(p -> String.join(", ", p.names().stream().map(n -> type.resourceType() + ":" + n).toList()))
                    .map(supported -> supported + " on " + type.resourceType())
                    .orElse("nothing on " + type.resourceType()) + ", not '" + value + "'");
        }
        return new SearchInclude(type, parts[1], false);
    }

    /** {@code <Type>:patient} (or {@code :subject}) on Patient: that type's resources about the matched patients. */
    private static SearchInclude revInclude(ServedType type, String value, SearchParameters parameters) {
        String[] parts = value.split(":", -1);
        Optional<ServedType> source = parts.length >= 2 && parts.length <= 3 ? ServedType.of(parts[0]) : Optional.empty();
        boolean fits = type == ServedType.PATIENT && source.isPresent()
                && (parts.length == 2 || "Patient".equals(parts[2]))
                && parameters.patientParameter(source.get()).filter(p -> p.answersTo(parts[1])).isPresent();
        if (!fits) {
            throw new InvalidRequestException("Search parameter _revinclude supports, on Patient only, <Type>:patient"
                    + " or <Type>:subject of a patient-linked type (e.g. Observation:subject), not '" + value + "'");
        }
        return new SearchInclude(source.get(), parts[1], true);
    }

    private static Optional<String> single(Map<String, String[]> request, String name) {
        String[] values = request.get(name);
        if (values == null || values.length == 0) {
            return Optional.empty();
        }
        if (values.length > 1 || values[0].contains(",") && !Constants.PARAM_SUMMARY.equals(name)) {
            throw new InvalidRequestException("Search parameter " + name + " takes a single value");
        }
        return Optional.of(values[0]);
    }

    private static List<String> values(Map<String, String[]> request, String name) {
        String[] values = request.get(name);
        return values == null ? List.of() : List.of(values);
    }
}
