package com.medvigil.web.error;

import java.util.List;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;

/**
 * Turns Jackson's complaint about a request body into a sentence that names the field, such as
 * "medications[0].dosage.amount must be a number", without echoing internal class names.
 */
final class JsonReadProblem {

    private JsonReadProblem() {
    }

    static String describe(Throwable cause) {
        if (cause instanceof UnrecognizedPropertyException unknown) {
            return "Unknown field '" + pathOf(unknown.getPath()) + "'";
        }
        if (cause instanceof InvalidFormatException invalid) {
            return pathOf(invalid.getPath()) + " must be " + typeName(invalid.getTargetType());
        }
        if (cause instanceof MismatchedInputException mismatched) {
            if (mismatched.getPath().isEmpty()) {
                return "Request body must be a JSON object";
            }
            return pathOf(mismatched.getPath()) + " must be " + typeName(mismatched.getTargetType());
        }
        if (cause instanceof JsonParseException parse) {
            return "Malformed JSON at line " + parse.getLocation().getLineNr()
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
