package com.medvigil.web;

import org.springframework.boot.autoconfigure.jackson.Jackson2ObjectMapperBuilderCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.converter.json.MappingJackson2HttpMessageConverter;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;

/**
 * Strict JSON for a clinical API, so that what is stored is exactly what the client meant: a
 * number where text belongs, or text where a number belongs, is an error naming the field rather
 * than a silent conversion; a body is one JSON value with each key once; text refuses control
 * characters. Unknown fields are refused too (application.yml), so a misspelt optional field
 * cannot be dropped unnoticed. docs/api.md lists the rules.
 */
@Configuration(proxyBeanMethods = false)
class JsonConfiguration {

    @Bean
    Jackson2ObjectMapperBuilderCustomizer strictScalarTypes() {
        return builder -> builder.postConfigurer(mapper -> {
            mapper.coercionConfigFor(LogicalType.Textual)
                    .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
            mapper.coercionConfigFor(LogicalType.Integer)
                    .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
            mapper.coercionConfigFor(LogicalType.Float)
                    .setCoercion(CoercionInputShape.String, CoercionAction.Fail);
            mapper.coercionConfigFor(LogicalType.Boolean)
                    .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
        });
    }

    /**
     * A body is one JSON value and nothing after it ({@code {} {}} is not two requests of which
     * one is dropped), and a key given twice is an error rather than "the last one wins", since the
     * client and a proxy or log reader could each take a different value for the one sent.
     */
    @Bean
    Jackson2ObjectMapperBuilderCustomizer oneValueEachKeyOnce() {
        return builder -> builder.featuresToEnable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS,
                JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    }

    /** No control characters in text ({@link RequestTextModule}); Spring Boot registers every Module bean. */
    @Bean
    Module requestText() {
        return new RequestTextModule();
    }

    /**
     * Spring MVC's JSON converter on the same ObjectMapper (it takes the place of Spring Boot's):
     * it marks each read of a request body, which is where the text rules apply.
     */
    @Bean
    MappingJackson2HttpMessageConverter requestBodyJsonConverter(ObjectMapper objectMapper) {
        return new RequestBodyJsonConverter(objectMapper);
    }

    private static final class RequestBodyJsonConverter extends MappingJackson2HttpMessageConverter {

        RequestBodyJsonConverter(ObjectMapper objectMapper) {
            super(objectMapper);
        }

        @Override
        protected ObjectReader customizeReader(ObjectReader reader, JavaType javaType) {
            return reader.withAttribute(RequestTextModule.REQUEST_BODY, Boolean.TRUE);
        }
    }
}
