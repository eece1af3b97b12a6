package com.medvigil.patient.web;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import com.medvigil.apireference.NameOrObjectSchema;

/** The patient request's items that the OpenAPI description gives two forms. */
@Configuration(proxyBeanMethods = false)
class PatientRequestSchemas {

    /** A hormonal therapy is a name or {@code {name, type, route, status}} (spec 2.3). */
    @Bean
    NameOrObjectSchema hormonalTherapyByNameOrObject() {
        return new NameOrObjectSchema(PatientRequest.HormonalTherapyItem.class);
    }
}
