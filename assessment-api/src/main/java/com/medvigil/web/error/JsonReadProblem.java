package com.medvigil.web.error;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.medvigil.web.ForbiddenCharacterException;

/**
 * Turns Jackson's complaint about a request body into a sentence that names the field, such as
 * "medications[0].dosage.amount must be a number", without echoing internal class names.
 */
final class JsonReadProblem {

    /*
     * Jackson reports a key given twice (STRICT_DUPLICATE_DETECTION) and content after the body
     * (FAIL_ON_TRAILING_TOKENS) with exception types it uses for other problems too; the start of
     * its message is the only mark. RequestBodyStrictnessTest pins both, so a Jackson upgrade that
     * rewords them fails there rather than silently giving a vaguer message.
     */
    private static final String DUPLICATE_KEY = "Duplicate field '";
    private static final String TRAILING_CONTENT = "Trailing token";

    private JsonReadProblem() {
    }

    static String describe(Throwable cause) {
        if (cause instanceof ForbiddenCharacterException forbidden) {
            return pathOf(forbidden.getPath()) + " " + forbidden.rule();
        }
        if (cause instanceof UnrecognizedPropertyException unknown) {
            return "Unknown field '" + pathOf(unknown.getPath()) + "'";
        }
        if (cause instanceof InvalidFormatException invalid) {
            return pathOf(invalid.getPath()) + " must be " + typeName(invalid.getTargetType());
        }
        if (cause instanceof MismatchedInputException mismatched) {
            if (mismatched.getPath().isEmpty() && startsWith(mismatched, TRAILING_CONTENT)) {
                return "Request body must be a single JSON object; unexpected content follows it at line "
                        + mismatched.getLocation().getLineNr() + ", column " + mismatched.getLocation().getColumnNr();
            }
            if (mismatched.getPath().isEmpty()) {
                return "Request body must be a JSON object";
            }
            return pathOf(mismatched.getPath()) + " must be " + typeName(mismatched.getTargetType());
        }
        if (cause instanceof JsonParseException parse) {
            String field = pathOf(parse.getProcessor());
            if (startsWith(parse, DUPLICATE_KEY) && field != null) {
                return field + " appears more than once; each field may be given only once";
            }
            return "Malformed JSON" + (field == null ? "" : " in " + field) + " at line " + parse.getLocation().getLineNr()
                    + ", column " + parse.getLocation().getColumnNr() + ": " + parse.getOriginalMessage();
        }
        if (cause instanceof JsonMappingException mapping) {
            return pathOf(mapping.getPath()) + " is invalid";
        }
        return "Request body is missing or is not valid JSON";
    }

    static String pathOf(List<JsonMappingException.Reference> path) {
        StringBuilder text = new StringBuilder();
        for (JsonMappingException.Reference reference : path) {
            if (reference.getFieldName() != null) {
                if (!text.isEmpty()) {
                    text.append('.');
                }
                text.append(reference.getFieldName());
            } else if (reference.getIndex() >= 0) {
                text.append('[').append(reference.getIndex()).append(']');
            }
        }
        return text.isEmpty() ? "body" : text.toString();
    }

    /**
     * Where the parser stood when it failed, as a field path ({@code medications[0].name}), or
     * null at the top level. For a key given twice, that key is the current name.
     */
    private static String pathOf(JsonParser parser) {
        if (parser == null) {
            return null;
        }
        Deque<String> parts = new ArrayDeque<>();
        for (JsonStreamContext context = parser.getParsingContext(); context != null && !context.inRoot();
             context = context.getParent()) {
            if (context.inArray()) {
                parts.push("[" + context.getCurrentIndex() + "]");
            } else if (context.getCurrentName() != null) {
                parts.push((context.getParent() == null || context.getParent().inRoot() ? "" : ".") + context.getCurrentName());
            }
        }
        return parts.isEmpty() ? null : String.join("", parts);
    }

    private static boolean startsWith(JsonProcessingException e, String prefix) {
        return e.getOriginalMessage() != null && e.getOriginalMessage().startsWith(prefix);
    }

    private static String typeName(Class<?> type) {
        if (type == null) {
            return "of another type";
        }
        if (CharSequence.class.isAssignableFrom(type) || type.isEnum()) {
            return "a string";
        }
        if (Number.class.isAssignableFrom(type) || (type.isPrimitive() && type != boolean.class)) {
            return "a number";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (type.isArray() || Iterable.class.isAssignableFrom(type)) {
            return "an array";
        }
        if (type.getName().startsWith("java.time.")) {
            return "an ISO 8601 date or date-time";
        }
        if (type == java.util.UUID.class) {
            return "a UUID";
        }
        return "an object";
    }
}
