package com.medvigil.web;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * Largest accepted requests: ordinary JSON calls, and FHIR bundles pushed to {@code $submit},
 * which carry whole patient records, by size and by number of entries (docs/fhir.md, "Limits").
 */
@ConfigurationProperties("medvigil.request-size")
public record RequestSizeProperties(DataSize jsonMax, DataSize fhirBundleMax, Integer fhirBundleMaxEntries) {

    public static final int DEFAULT_FHIR_BUNDLE_MAX_ENTRIES = 10_000;

    public RequestSizeProperties {
        jsonMax = jsonMax == null ? DataSize.ofMegabytes(1) : jsonMax;
        fhirBundleMax = fhirBundleMax == null ? DataSize.ofMegabytes(25) : fhirBundleMax;
        fhirBundleMaxEntries = fhirBundleMaxEntries == null ? DEFAULT_FHIR_BUNDLE_MAX_ENTRIES : fhirBundleMaxEntries;
        if (fhirBundleMaxEntries < 1) {
            throw new IllegalArgumentException("medvigil.request-size.fhir-bundle-max-entries must be at least 1, not "
                    + fhirBundleMaxEntries);
        }
    }
}
