package com.medvigil.engine.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/** How bad one finding is. Written in lower case in JSON and in the knowledge files. */
public enum Severity {
    CONTRAINDICATED, MAJOR, MODERATE, MINOR;

    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    public static Severity fromLabel(String label) {
        for (Severity severity : values()) {
            if (severity.label().equals(label.trim().toLowerCase(Locale.ROOT))) {
                return severity;
            }
        }
        throw new IllegalArgumentException("unknown severity '" + label + "' (contraindicated, major, moderate, minor)");
    }

    /** True when this severity is as bad as {@code other} or worse. */
    public boolean atLeast(Severity other) {
        return ordinal() <= other.ordinal();
    }

    public static Severity worst(Severity a, Severity b) {
        return a.atLeast(b) ? a : b;
    }
}
