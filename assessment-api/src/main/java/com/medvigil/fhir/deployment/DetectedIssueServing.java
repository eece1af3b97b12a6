package com.medvigil.fhir.deployment;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import com.medvigil.fhir.derived.AssessedIssues;
import com.medvigil.fhir.derived.DetectedIssueCapabilities;
import com.medvigil.fhir.derived.DetectedIssueProvider;
import com.medvigil.fhir.everything.PatientEverything;
import com.medvigil.fhir.operations.PatientEverythingOperation;
import com.medvigil.fhir.store.FhirResources;

import ca.uhn.fhir.context.FhirContext;

/**
 * Serves assessment findings as DetectedIssues: fhir-server's provider over the application's
 * implementation of its {@link AssessedIssues} port, alone and in {@code Patient/{id}/$everything},
 * which needs the same port. The FHIR server registers every resource provider, operation and
 * interceptor bean, so these beans are all it takes.
 */
@Configuration(proxyBeanMethods = false)
class DetectedIssueServing {

    @Bean
    DetectedIssueProvider detectedIssueProvider(AssessedIssues issues) {
        return new DetectedIssueProvider(issues);
    }

    @Bean
    PatientEverythingOperation patientEverythingOperation(FhirResources resources, AssessedIssues issues,
                                                          FhirContext fhirContext) {
        return new PatientEverythingOperation(new PatientEverything(resources, issues, fhirContext));
    }

    @Bean
    DetectedIssueCapabilities detectedIssueCapabilities(FhirContext fhirContext) {
        return new DetectedIssueCapabilities(fhirContext);
    }
}
