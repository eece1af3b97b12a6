package com.medvigil.fhir.everything;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import com.medvigil.fhir.search.FhirDateRange;
import com.medvigil.fhir.search.PageCursor;
import com.medvigil.fhir.search.SearchResultParameters;
import com.medvigil.fhir.store.SearchOrder;

import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;

/**
 * The parameters of {@code Patient/{id}/$everything} as FHIR R4 defines them: {@code _count}
 * (page size; 0 or {@code _summary=count} for the total alone), {@code _since} (only resources
 * updated at or after it), {@code _type} (comma list of the types wanted), and the {@code _cursor}
 * of a next or previous link. {@code start} and {@code end} (care dates) are refused rather than
 * ignored, so that a client never takes the whole record for a period's.
 *
 * @param since null for no {@code _since}
 * @param cursor null for the first page
 */
record EverythingParameters(Integer count, boolean totalOnly, FhirDateRange since, Set<EverythingPart> parts,
                            EverythingCursor cursor) {

    static final String SINCE = "_since";
    static final String TYPE = "_type";

    /** Parameters that shape the response; HAPI applies them. */
    private static final Set<String> RESPONSE_PARAMETERS = Set.of("_format", "_pretty", "_elements");

    private static final Set<String> PAGING_PARAMETERS = Set.of("_count", "_summary");

    EverythingParameters {
        parts = Set.copyOf(parts);
    }

    static EverythingParameters of(Map<String, String[]> request) {
        Map<String, String[]> paging = new HashMap<>();
        FhirDateRange since = null;
        Set<EverythingPart> parts = EnumSet.allOf(EverythingPart.class);
        EverythingCursor cursor = null;
        for (Map.Entry<String, String[]> parameter : request.entrySet()) {
            String name = parameter.getKey();
            if (RESPONSE_PARAMETERS.contains(name)) {
                continue;
            }
            if (PAGING_PARAMETERS.contains(name)) {
                paging.put(name, parameter.getValue());
                continue;
            }
            switch (name) {
                case SINCE -> since = since(single(name, parameter.getValue()));
                case TYPE -> parts = parts(parameter.getValue());
                case PageCursor.PARAMETER -> cursor = EverythingCursor.parse(single(name, parameter.getValue()));
                case "start", "end" -> throw new InvalidRequestException("Parameter " + name + " of $everything (care"
                        + " dates) is not supported; use _since to limit by when resources were last updated");
                default -> throw new InvalidRequestException("Unknown parameter '" + name + "' for $everything;"
                        + " supported: _count, _since, _type");
            }
        }
        SearchResultParameters pageSize = SearchResultParameters.ofPaging(paging, SearchOrder.STORED);
        return new EverythingParameters(pageSize.count(), pageSize.totalOnly(), since, parts, cursor);
    }

    private static String single(String name, String[] values) {
        if (values.length != 1) {
            throw new InvalidRequestException("Parameter " + name + " of $everything takes a single value");
        }
        return values[0];
    }

    /** An instant with its time zone, as FHIR's {@code _since} is. */
    private static FhirDateRange since(String value) {
        if (!value.matches("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?(Z|[+-]\\d{2}:\\d{2})")) {
            throw new InvalidRequestException("Parameter _since of $everything must be an instant with its time zone,"
                    + " e.g. 2025-01-31T10:00:00Z, not '" + value + "'");
        }
        try {
            return FhirDateRange.parse(value);
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException("Parameter _since of $everything is no real instant: '" + value + "'");
        }
    }

    /** Repeated {@code _type} parameters add their types together. */
    private static Set<EverythingPart> parts(String[] values) {
        Set<EverythingPart> parts = EnumSet.noneOf(EverythingPart.class);
        for (String value : values) {
            for (String type : value.split(",", -1)) {
                parts.add(EverythingPart.of(type.strip()).orElseThrow(() -> new InvalidRequestException(
                        "Parameter _type of $everything takes a comma list of " + Arrays.stream(EverythingPart.values())
                                .map(EverythingPart::resourceType).collect(Collectors.joining(", "))
                        + "; not '" + type.strip() + "'")));
            }
        }
        return parts;
    }
}
