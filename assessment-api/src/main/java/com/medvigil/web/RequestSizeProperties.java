package com.medvigil.web;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * Largest accepted requests: ordinary JSON calls, and FHIR bundles pushed to {@code $submit},
 * which carry whole patient records, by size and by number of entries (docs/fhir.md, "Limits").
 */
@ConfigurationProperties("medvigil.request-size")
public record RequestSizeProperties(DataSize jsonMax, DataSize fhirBundleMax, Integer fhirBundleMaxEntries,
                                    Integer fhirBundlesAtOnce, Duration fhirBundleWait) {

    public static final int DEFAULT_FHIR_BUNDLE_MAX_ENTRIES = 10_000;
    /** Two of the largest bundles at once ran the image's 368 MiB heap out; two smaller ones fit (docs/fhir.md). */
    public static final int DEFAULT_FHIR_BUNDLES_AT_ONCE = 2;

    public RequestSizeProperties {
        jsonMax = jsonMax == null ? DataSize.ofMegabytes(1) : jsonMax;
        fhirBundleMax = fhirBundleMax == null ? DataSize.ofMegabytes(25) : fhirBundleMax;
        fhirBundleMaxEntries = fhirBundleMaxEntries == null ? DEFAULT_FHIR_BUNDLE_MAX_ENTRIES : fhirBundleMaxEntries;
        // Long enough for the largest bundle ahead to be stored on a busy replica; then 503 and Retry-After.
        fhirBundleWait = fhirBundleWait == null ? Duration.ofSeconds(60) : fhirBundleWait;
        fhirBundlesAtOnce = fhirBundlesAtOnce == null ? DEFAULT_FHIR_BUNDLES_AT_ONCE : fhirBundlesAtOnce;
        if (fhirBundlesAtOnce < 1) {
            throw new IllegalArgumentException("medvigil.request-size.fhir-bundles-at-once must be at least 1, not "
                    + fhirBundlesAtOnce);
        }
        if (fhirBundleMaxEntries < 1) {
            throw new IllegalArgumentException("medvigil.request-size.fhir-bundle-max-entries must be at least 1, not "
                    + fhirBundleMaxEntries);
        }
    }
}
