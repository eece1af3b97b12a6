package com.medvigil.apireference;

/**
 * A request item that Jackson reads from a plain name or from its object form ({@code "asthma"} or
 * {@code {"name": "asthma", ...}}). The web package that takes the item declares it as a bean, and
 * the OpenAPI description then gives its schema both forms.
 */
public record NameOrObjectSchema(Class<?> type) {
}
