package com.medvigil.web;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * Largest accepted request bodies: ordinary JSON calls, and FHIR bundles pushed to
 * {@code $submit}, which carry whole patient records.
 */
@ConfigurationProperties("medvigil.request-size")
public record RequestSizeProperties(DataSize jsonMax, DataSize fhirBundleMax) {

    public RequestSizeProperties {
        jsonMax = jsonMax == null ? DataSize.ofMegabytes(1) : jsonMax;
        fhirBundleMax = fhirBundleMax == null ? DataSize.ofMegabytes(25) : fhirBundleMax;
    }
}
