package com.medvigil.fhir.submit;

/**
 * The most entries one {@code $submit} bundle may have. Memory for a bundle grows with its
 * entries, as it is stored in one transaction; a bundle with more is refused (413) while it is
 * read, before its entries are parsed into FHIR models. Given by the application from its
 * configuration.
 */
public record SubmitLimits(int maxEntries) {

    public SubmitLimits {
        if (maxEntries < 1) {
            throw new IllegalArgumentException("a bundle must be allowed at least one entry, not " + maxEntries);
        }
    }
}
