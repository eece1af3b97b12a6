package com.medvigil.web;

import com.medvigil.model.error.FieldPath;

/** The page size of list endpoints; which query parameters an endpoint takes is {@link KnownQueryParameters}' business. */
public final class QueryParameters {

    public static final int DEFAULT_LIMIT = 100;
    public static final int MAX_LIMIT = 1000;

    private QueryParameters() {
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
