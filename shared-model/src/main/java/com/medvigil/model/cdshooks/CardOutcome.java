package com.medvigil.model.cdshooks;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** What the prescriber did with a card, as CDS Hooks feedback reports it. */
public enum CardOutcome {

    /** One or more of the card's suggestions were accepted. */
    ACCEPTED,
    /** The card was dismissed, with or without a reason. */
    OVERRIDDEN;

    /** The spelling of CDS Hooks' {@code outcome} field. */
    public String value() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<CardOutcome> fromValue(String value) {
        return Arrays.stream(values()).filter(outcome -> outcome.value().equals(value)).findFirst();
    }

    public static List<String> allValues() {
        return Arrays.stream(values()).map(CardOutcome::value).toList();
    }
}
