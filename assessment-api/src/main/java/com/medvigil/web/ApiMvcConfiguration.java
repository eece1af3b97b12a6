package com.medvigil.web;

import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/** Spring MVC set-up shared by every endpoint of the REST API (the FHIR servlet is not Spring MVC). */
@Configuration(proxyBeanMethods = false)
class ApiMvcConfiguration implements WebMvcConfigurer {

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(new KnownQueryParameters()).addPathPatterns(ApiPaths.API_PREFIX + "**");
    }
}
