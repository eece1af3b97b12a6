package com.medvigil.web;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;

/**
 * The character rules of {@link TextKind} for every text value of a request body, registered
 * once: one check for every field of every endpoint, list items included, naming the field by
 * its path. Jackson reads text in two places, so the check sits in both: the deserializer of
 * {@code String}, and objects built straight from a string ({@code "asthma"} for a condition).
 * JSON the service wrote itself and reads back (stored requests, engine results) is read as
 * Jackson reads it, so that nothing stored before a rule existed becomes unreadable.
 */
final class RequestTextModule extends SimpleModule {

    /** The reader attribute that marks a request body ({@link JsonConfiguration}). */
    static final Object REQUEST_BODY = RequestTextModule.class.getName() + ".requestBody";

    RequestTextModule() {
        super(RequestTextModule.class.getSimpleName());
        addDeserializer(String.class, new TextDeserializer(TextKind.PLAIN));
        setDeserializerModifier(new BeanDeserializerModifier() {
            @Override
            public JsonDeserializer<?> modifyDeserializer(DeserializationConfig config, BeanDescription description,
                                                          JsonDeserializer<?> deserializer) {
                boolean fromText = deserializer instanceof BeanDeserializerBase bean
                        && bean.getValueInstantiator().canCreateFromString();
                return fromText ? new TextBuiltObjectDeserializer(deserializer) : deserializer;
            }
        });
    }

    private static void check(String text, TextKind kind, JsonParser parser, DeserializationContext ctxt)
            throws ForbiddenCharacterException {
        if (text != null && ctxt.getAttribute(REQUEST_BODY) != null) {
            String problem = kind.problemIn(text);
            if (problem != null) {
                throw new ForbiddenCharacterException(parser, problem);
            }
        }
    }

    /** Text values: plain, or free text where the field is marked {@link FreeText}. */
    private static final class TextDeserializer extends StdScalarDeserializer<String> implements ContextualDeserializer {

        private final TextKind kind;

        TextDeserializer(TextKind kind) {
            super(String.class);
            this.kind = kind;
        }

        @Override
        public JsonDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property) {
            boolean freeText = property != null && property.getAnnotation(FreeText.class) != null;
            return freeText ? new TextDeserializer(TextKind.FREE_TEXT) : this;
        }

        @Override
        public String deserialize(JsonParser parser, DeserializationContext ctxt) throws IOException {
            // Jackson's own reading, its coercion rules included (a number is not text: JsonConfiguration).
            String text = StringDeserializer.instance.deserialize(parser, ctxt);
            check(text, kind, parser, ctxt);
            return text;
        }

        @Override
        public LogicalType logicalType() {
            return LogicalType.Textual;
        }

        @Override
        public Object getEmptyValue(DeserializationContext ctxt) {
            return "";
        }
    }

    /**
     * Objects that a single string may stand for (a one-string {@code @JsonCreator}): Jackson hands
     * that string to the creator without the deserializer of {@code String}, so it is checked here.
     */
    private static final class TextBuiltObjectDeserializer extends DelegatingDeserializer {

        TextBuiltObjectDeserializer(JsonDeserializer<?> delegate) {
            super(delegate);
        }

        @Override
        protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> delegate) {
            return new TextBuiltObjectDeserializer(delegate);
        }

        @Override
        public Object deserialize(JsonParser parser, DeserializationContext ctxt) throws IOException {
            if (parser.hasToken(JsonToken.VALUE_STRING)) {
                check(parser.getText(), TextKind.PLAIN, parser, ctxt);
            }
            return super.deserialize(parser, ctxt);
        }
    }
}
