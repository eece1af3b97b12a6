package com.medvigil.web;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a text field of a request body that is prose rather than a name or code, such as an
 * allergic reaction copied from a chart: it may hold tabs and line breaks. Every other text field
 * refuses all control characters (see docs/api.md).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.METHOD})
public @interface FreeText {
}
