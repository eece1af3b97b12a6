package com.medvigil.web;

import java.lang.reflect.Method;
import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.core.DefaultParameterNameDiscoverer;
import org.springframework.core.MethodParameter;
import org.springframework.core.ParameterNameDiscoverer;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerInterceptor;

import com.medvigil.model.error.FieldPath;

/**
 * Refuses, before the controller runs, a query parameter the endpoint does not take, one given
 * twice, and one given empty: a misspelt or mangled filter must not quietly return the whole
 * list, and {@code POST /v1/assessments?dryRun=true} must not quietly do the real thing; nor a
 * value holding a control character ({@link TextKind#PLAIN}). What an
 * endpoint takes is read from its {@code @RequestParam}s, so a controller cannot forget it.
 */
final class KnownQueryParameters implements HandlerInterceptor {

    private final ParameterNameDiscoverer names = new DefaultParameterNameDiscoverer();
    /** Per controller method: each parameter it takes, and whether it may repeat (a list). */
    private final Map<Method, Map<String, Boolean>> taken = new ConcurrentHashMap<>();

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
        if (handler instanceof HandlerMethod method) {
            Map<String, Boolean> parameters = taken.computeIfAbsent(method.getMethod(), m -> parametersOf(method));
            request.getParameterMap().forEach((name, values) -> check(name, values, parameters));
        }
        return true;
    }

    private static void check(String name, String[] values, Map<String, Boolean> parameters) {
        FieldPath field = FieldPath.root(name);
        Boolean repeatable = parameters.get(name);
        if (repeatable == null) {
            throw field.invalid("is not a known query parameter; " + (parameters.isEmpty()
                    ? "this endpoint takes none" : "known: " + String.join(", ", parameters.keySet())));
        }
        if (values.length > 1 && !repeatable) {
            throw field.invalid("must be given at most once");
        }
        for (String value : values) {
            if (value.isBlank()) {
                throw field.invalid("must not be empty; leave the parameter out instead");
            }
            // As in request bodies: a NUL, say, cannot even be a PostgreSQL query parameter.
            String problem = TextKind.PLAIN.problemIn(value);
            if (problem != null) {
                throw field.invalid(problem);
            }
        }
    }

    private Map<String, Boolean> parametersOf(HandlerMethod method) {
        String[] discovered = names.getParameterNames(method.getMethod());
        Map<String, Boolean> parameters = new TreeMap<>();
        for (MethodParameter parameter : method.getMethodParameters()) {
            RequestParam annotation = parameter.getParameterAnnotation(RequestParam.class);
            if (annotation == null) {
                continue;
            }
            String name = !annotation.name().isEmpty() ? annotation.name()
                    : !annotation.value().isEmpty() ? annotation.value() : discovered[parameter.getParameterIndex()];
            Class<?> type = parameter.getParameterType();
            parameters.put(name, type.isArray() || Collection.class.isAssignableFrom(type));
        }
        return parameters;
    }
}
