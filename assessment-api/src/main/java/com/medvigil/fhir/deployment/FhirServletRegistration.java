package com.medvigil.fhir.deployment;

import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import com.medvigil.fhir.MedVigilFhirServer;

/** Mounts the FHIR servlet beside the REST API, so both share one process and one datastore. */
@Configuration(proxyBeanMethods = false)
class FhirServletRegistration {

    static final String FHIR_PATH = "/v1/fhir/*";

    @Bean
    ServletRegistrationBean<MedVigilFhirServer> fhirServlet(MedVigilFhirServer server) {
        ServletRegistrationBean<MedVigilFhirServer> registration = new ServletRegistrationBean<>(server, FHIR_PATH);
        registration.setName("fhir");
        registration.setLoadOnStartup(1);
        return registration;
    }
}
