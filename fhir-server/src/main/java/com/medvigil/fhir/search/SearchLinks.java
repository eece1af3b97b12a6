package com.medvigil.fhir.search;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The links of a paged answer: the request's own URL with its parameters as given, and for
 * {@code next} and {@code previous} the same with {@code _cursor} replaced by the page's position.
 * Stored searches, the DetectedIssue search and {@code $everything} all page through these links.
 */
public final class SearchLinks {

    private SearchLinks() {
    }

    /** {@code base} with the requested parameters, {@code _cursor} replaced by {@code cursor} when one is given. */
    public static String link(String base, Map<String, String[]> requested, String cursor) {
        StringJoiner query = new StringJoiner("&");
        requested.forEach((name, values) -> {
            if (cursor == null || !PageCursor.PARAMETER.equals(name)) {
                for (String value : values) {
                    query.add(encode(name) + "=" + encode(value));
                }
            }
        });
        if (cursor != null) {
            query.add(PageCursor.PARAMETER + "=" + encode(cursor));
        }
        return query.length() == 0 ? base : base + "?" + query;
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
