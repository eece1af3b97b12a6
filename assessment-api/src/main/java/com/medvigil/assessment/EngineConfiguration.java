package com.medvigil.assessment;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import com.medvigil.engine.AssessmentEngine;

/** The one assessment engine of the application, on the knowledge files shipped with it. */
@Configuration(proxyBeanMethods = false)
class EngineConfiguration {

    @Bean
    AssessmentEngine assessmentEngine() {
        return AssessmentEngine.withBundledKnowledge();
    }
}
