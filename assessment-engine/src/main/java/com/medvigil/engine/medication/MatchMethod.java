package com.medvigil.engine.medication;

import com.medvigil.engine.result.Confidence;

import java.util.Locale;

/** How a name was resolved, from surest to least sure. */
public enum MatchMethod {
    RXNORM(Confidence.HIGH),
    NAME(Confidence.HIGH),
    BRAND(Confidence.HIGH),
    PRODUCT(Confidence.HIGH),
    ABBREVIATION(Confidence.MEDIUM),
    CLASS(Confidence.MEDIUM),
    MISSPELLING(Confidence.MEDIUM),
    NONE(Confidence.LOW);

    private final Confidence confidence;

    MatchMethod(Confidence confidence) {
        this.confidence = confidence;
    }

    public Confidence confidence() {
        return confidence;
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
