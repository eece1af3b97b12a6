package com.medvigil.fhir.deployment;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import com.medvigil.fhir.derived.AssessedIssues;
import com.medvigil.fhir.derived.DetectedIssueCapabilities;
import com.medvigil.fhir.derived.DetectedIssueProvider;

import ca.uhn.fhir.context.FhirContext;

/**
 * Serves assessment findings as DetectedIssues: fhir-server's provider over the application's
 * implementation of its {@link AssessedIssues} port. The FHIR server registers every resource
 * provider and interceptor bean, so these two beans are all it takes.
 */
@Configuration(proxyBeanMethods = false)
class DetectedIssueServing {

    @Bean
    DetectedIssueProvider detectedIssueProvider(AssessedIssues issues) {
        return new DetectedIssueProvider(issues);
    }

    @Bean
    DetectedIssueCapabilities detectedIssueCapabilities(FhirContext fhirContext) {
        return new DetectedIssueCapabilities(fhirContext);
    }
}
