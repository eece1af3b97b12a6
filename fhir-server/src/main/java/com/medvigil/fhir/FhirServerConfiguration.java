package com.medvigil.fhir;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import ca.uhn.fhir.context.FhirContext;

/** The one FHIR R4 context of the application: costly to build, thread-safe, shared by everyone. */
@Configuration(proxyBeanMethods = false)
public class FhirServerConfiguration {

    @Bean
    public FhirContext fhirContext() {
        return FhirContext.forR4();
    }
}
