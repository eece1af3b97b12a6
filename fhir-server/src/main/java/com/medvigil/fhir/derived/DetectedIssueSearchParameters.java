package com.medvigil.fhir.derived;

import java.time.Instant;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.medvigil.fhir.search.FhirDateRange;
import com.medvigil.fhir.search.UnknownSearchParameterException;
import com.medvigil.model.fhir.FhirIdSyntax;

import ca.uhn.fhir.rest.api.RestSearchParameterTypeEnum;
import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;

/**
 * The search parameters of DetectedIssue ({@code patient}, {@code identified}, {@code _id}) and
 * their binding from a request's query. Repeated parameters must all hold; comma-separated values
 * of {@code patient} and {@code _id} are alternatives. Any other name is refused as the stored
 * types refuse it ({@link UnknownSearchParameterException}), so that a misspelt filter never
 * returns everything.
 */
final class DetectedIssueSearchParameters {

    /** Each parameter with its FHIR type, in the order of their names. */
    static final Map<String, RestSearchParameterTypeEnum> DECLARED = Map.of(
            "_id", RestSearchParameterTypeEnum.TOKEN,
            "identified", RestSearchParameterTypeEnum.DATE,
            "patient", RestSearchParameterTypeEnum.REFERENCE);

    /** Parameters that shape the response rather than select issues; HAPI or {@link DetectedIssuePages} applies them. */
    private static final Set<String> RESULT_PARAMETERS = Set.of("_format", "_pretty", "_summary", "_elements", "_count",
            "_cursor");

    private static final Pattern PATIENT_REFERENCE = Pattern.compile("(?:(?:https?://\\S+/)?Patient/)?([^/]+)");
    private static final Pattern DATE_VALUE = Pattern.compile(
            "([a-z]{2})?(\\d{4}(?:-\\d{2}(?:-\\d{2})?)?|\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(?::\\d{2}(\\.\\d{1,9})?)?(?:Z|[+-]\\d{2}:\\d{2}))");

    private DetectedIssueSearchParameters() {
    }

    static IssueSearch bind(Map<String, String[]> query) {
        Set<String> patients = null;
        Set<String> ids = null;
        IdentifiedPeriod identified = IdentifiedPeriod.ALWAYS;
        for (Map.Entry<String, String[]> parameter : query.entrySet()) {
            String name = parameter.getKey();
            if (RESULT_PARAMETERS.contains(name)) {
                continue;
            }
            for (String value : parameter.getValue()) {
                switch (name) {
                    case "patient" -> patients = narrowed(patients, patientIds(value));
                    case "_id" -> ids = narrowed(ids, logicalIds(value));
                    case "identified" -> identified = identified.and(period(value));
                    default -> throw new UnknownSearchParameterException(name, "DetectedIssue",
                            DECLARED.keySet().stream().sorted().toList());
                }
            }
        }
        return new IssueSearch(patients, identified, ids);
    }

    /** Values of repeated parameters must all hold: only what every one allows stays allowed. */
    private static Set<String> narrowed(Set<String> allowed, Set<String> values) {
        if (allowed == null) {
            return values;
        }
        Set<String> both = new HashSet<>(allowed);
        both.retainAll(values);
        return both;
    }

    private static Set<String> patientIds(String value) {
        Set<String> ids = new HashSet<>();
        for (String alternative : alternatives(value, "patient")) {
            Matcher reference = PATIENT_REFERENCE.matcher(alternative);
            if (!reference.matches() || !FhirIdSyntax.isValid(reference.group(1))) {
                throw new InvalidRequestException("patient must be a Patient reference (Patient/<id>, <id> or an absolute"
                        + " URL ending in Patient/<id>), not '" + alternative + "'");
            }
            ids.add(reference.group(1));
        }
        return ids;
    }

    private static Set<String> logicalIds(String value) {
        Set<String> ids = new HashSet<>();
        for (String alternative : alternatives(value, "_id")) {
            if (!FhirIdSyntax.isValid(alternative)) {
                throw new InvalidRequestException("_id must be a FHIR logical id (letters, digits, '-' and '.', at most 64),"
                        + " not '" + alternative + "'");
            }
            ids.add(alternative);
        }
        return ids;
    }

    private static List<String> alternatives(String value, String name) {
        List<String> alternatives = Arrays.stream(value.split(",", -1)).map(String::strip).toList();
        if (alternatives.stream().anyMatch(String::isEmpty)) {
            throw new InvalidRequestException(name + " must not be empty");
        }
        return alternatives;
    }

    /**
     * The instants one {@code identified} value leaves open. The value stands for the whole of its
     * precision (a day, a minute, ...), as FHIR's date search has it; a date without a time is a
     * UTC day, as everywhere in MedVigil, and a time must say its zone.
     */
    static IdentifiedPeriod period(String value) {
        Matcher date = DATE_VALUE.matcher(value);
        if (!date.matches()) {
            throw new InvalidRequestException("identified must be a FHIR date or date-time with an optional prefix"
                    + " (eq, ge, gt, le, lt), e.g. ge2025-01-31 or lt2025-01-31T10:00:00Z; a time needs its zone; not '"
                    + value + "'");
        }
        String prefix = date.group(1) == null ? "eq" : date.group(1);
        Instant start;
        Instant end;
        try {
            FhirDateRange range = FhirDateRange.parse(date.group(2));
            start = range.low();
            end = range.high();
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException("identified is no real date or time: '" + value + "'");
        }
        return switch (prefix) {
            case "eq" -> new IdentifiedPeriod(start, end);
            case "ge" -> new IdentifiedPeriod(start, null);
            case "gt" -> new IdentifiedPeriod(end, null);
            case "le" -> new IdentifiedPeriod(null, end);
            case "lt" -> new IdentifiedPeriod(null, start);
            default -> throw new InvalidRequestException("identified takes the prefixes eq, ge, gt, le and lt, not '"
                    + prefix + "'");
        };
    }
}
