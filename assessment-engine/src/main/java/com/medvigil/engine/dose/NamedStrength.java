package com.medvigil.engine.dose;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The first strength a medicine's name gives ("hydrocortisone 10 MG Oral Tablet": "10mg"), and the name without it
 * ("hydrocortisone oral tablet"): two listings whose names differ only in {@code strength} are one product in two
 * strengths, while another salt, release form or brand changes {@code product}.
 */
public record NamedStrength(String strength, String product) {

    private static final Pattern STRENGTH = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(MG|MCG|UG|G|UNT|UNITS?)\\b",
            Pattern.CASE_INSENSITIVE);

    /** The name's first strength, or empty when it gives none. */
    public static Optional<NamedStrength> of(String medicineName) {
        String name = medicineName == null ? "" : medicineName.toLowerCase(Locale.ROOT);
        Matcher strength = STRENGTH.matcher(name);
        if (!strength.find()) {
            return Optional.empty();
        }
        String amount = new BigDecimal(strength.group(1)).stripTrailingZeros().toPlainString();
        String product = (name.substring(0, strength.start()) + name.substring(strength.end()))
                .replaceAll("\\s+", " ").trim();
        return Optional.of(new NamedStrength(amount + strength.group(2), product));
    }
}
