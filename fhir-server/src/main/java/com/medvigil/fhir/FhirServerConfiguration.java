package com.medvigil.fhir;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import ca.uhn.fhir.context.FhirContext;

/** The one FHIR R4 context of the application: costly to build, thread-safe, shared by everyone. */
@Configuration(proxyBeanMethods = false)
public class FhirServerConfiguration {

    @Bean
    public FhirContext fhirContext() {
        return newFhirContext();
    }

    /**
     * The context as the application configures it. Its validation support serves the FHIRPath
     * engines of search indexing, which need only the type hierarchy ({@link TypeHierarchy}).
     */
    public static FhirContext newFhirContext() {
        FhirContext context = FhirContext.forR4();
        context.setValidationSupport(new TypeHierarchy(context));
        return context;
    }
}
