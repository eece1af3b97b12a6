package com.medvigil.web;

import java.util.Set;
import java.util.TreeSet;

import jakarta.servlet.http.HttpServletRequest;

import com.medvigil.error.FieldPath;

/**
 * Query parameters of list endpoints. An unknown parameter is refused rather than ignored: a
 * misspelt filter ({@code riskLevle=SEVERE}) must not quietly return the unfiltered list.
 */
public final class QueryParameters {

    public static final int DEFAULT_LIMIT = 100;
    public static final int MAX_LIMIT = 1000;

    private QueryParameters() {
    }

    public static void requireKnown(HttpServletRequest request, Set<String> allowed) {
        for (String name : request.getParameterMap().keySet()) {
            if (!allowed.contains(name)) {
                throw FieldPath.root(name).invalid("is not a known query parameter; known: " + String.join(", ", new TreeSet<>(allowed)));
            }
        }
    }

    /** The page size: {@value #DEFAULT_LIMIT} when absent, 1 to {@value #MAX_LIMIT} when given. */
    public static int limit(Integer limit) {
        if (limit == null) {
            return DEFAULT_LIMIT;
        }
        if (limit < 1 || limit > MAX_LIMIT) {
            throw FieldPath.root("limit").invalid("must be from 1 to " + MAX_LIMIT);
        }
        return limit;
    }
}
