package com.medvigil.fhir.deployment;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import com.medvigil.fhir.submit.SubmitLimits;
import com.medvigil.web.RequestSizeProperties;

/**
 * {@code $submit}'s limits from the request size settings: entries and bytes per bundle, and how
 * many bundles one replica stores at once.
 */
@Configuration(proxyBeanMethods = false)
class FhirSubmitLimits {

    @Bean
    SubmitLimits submitLimits(RequestSizeProperties sizes) {
        return new SubmitLimits(sizes.fhirBundleMaxEntries(), sizes.fhirBundleMax().toBytes(), sizes.fhirBundlesAtOnce(),
                sizes.fhirBundleWait());
    }
}
