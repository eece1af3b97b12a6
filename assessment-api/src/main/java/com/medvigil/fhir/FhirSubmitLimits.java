package com.medvigil.fhir;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import com.medvigil.fhir.submit.SubmitLimits;
import com.medvigil.web.RequestSizeProperties;

/** {@code $submit}'s limit on entries, from the request size settings, beside its limit on bytes. */
@Configuration(proxyBeanMethods = false)
class FhirSubmitLimits {

    @Bean
    SubmitLimits submitLimits(RequestSizeProperties sizes) {
        return new SubmitLimits(sizes.fhirBundleMaxEntries());
    }
}
