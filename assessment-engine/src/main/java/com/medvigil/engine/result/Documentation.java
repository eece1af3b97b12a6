package com.medvigil.engine.result;

import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/**
 * How well a finding is documented, beside how bad it is (docs/engine.md maps both to Lexicomp and Medscape).
 * ESTABLISHED: stated for these medicines by their labels, a regulatory communication or a guideline.
 * PROBABLE: predicted from a well-documented mechanism or class effect (a CYP3A4 inhibitor with a sensitive
 * substrate), or shown in studies rather than labels and guidelines. SUSPECTED: from limited reports or theory.
 * Written in lower case in JSON and in the knowledge files.
 */
public enum Documentation {
    ESTABLISHED, PROBABLE, SUSPECTED;

    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
