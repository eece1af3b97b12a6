package com.medvigil.assessment.web;

import org.springframework.boot.autoconfigure.jackson.Jackson2ObjectMapperBuilderCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import com.medvigil.assessment.AllergyItem;
import com.medvigil.assessment.ConditionItem;
import com.medvigil.apireference.NameOrObjectSchema;
import com.medvigil.apireference.StoredJsonSchema;
import com.medvigil.web.FreeText;

/**
 * How the items of an assessment request read from JSON, where the web layer has a say: the
 * items are the assessment feature's own records, which know nothing of the web layer.
 */
@Configuration(proxyBeanMethods = false)
class AssessmentRequestJson {

    /** An allergic reaction is prose ({@link FreeText}), often copied from a chart over several lines. */
    @Bean
    Jackson2ObjectMapperBuilderCustomizer allergyReactionIsFreeText() {
        return builder -> builder.mixIn(AllergyItem.class, AllergyReaction.class);
    }

    @Bean
    NameOrObjectSchema conditionByNameOrObject() {
        return new NameOrObjectSchema(ConditionItem.class);
    }

    @Bean
    NameOrObjectSchema allergyByNameOrObject() {
        return new NameOrObjectSchema(AllergyItem.class);
    }

    /** The engine result is served as stored; its schema is the engine's result records'. */
    @Bean
    StoredJsonSchema assessmentResultFields() {
        return new StoredJsonSchema(AssessmentView.class);
    }

    private abstract static class AllergyReaction {
        @FreeText
        private String reaction;
    }
}
