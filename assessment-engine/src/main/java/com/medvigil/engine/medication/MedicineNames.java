package com.medvigil.engine.medication;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/** Brings medicine names to one spelling so that "HYDROcodone", "Hydrocodone" and "hydro-codone" compare. */
public final class MedicineNames {

    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern DIGIT_LETTER = Pattern.compile("(?<=\\d)(?=[a-z])|(?<=[a-z])(?=\\d)");
    private static final Pattern SEPARATORS = Pattern.compile("[^a-z0-9.%]+");
    private static final Pattern LOOSE_DOTS = Pattern.compile("(?<!\\d)\\.|\\.(?!\\d)");

    private MedicineNames() {
    }

    /** Lower case, no accents, words separated by single spaces, digits split from letters ("40mg" -> "40 mg"). */
    public static String normalize(String text) {
        if (text == null) {
            return "";
        }
        String folded = MARKS.matcher(Normalizer.normalize(text, Normalizer.Form.NFD)).replaceAll("")
                .toLowerCase(Locale.ROOT)
                .replace('µ', 'u');
        folded = SEPARATORS.matcher(folded).replaceAll(" ");
        folded = LOOSE_DOTS.matcher(folded).replaceAll(" ");
        folded = DIGIT_LETTER.matcher(folded).replaceAll(" ");
        return folded.trim().replaceAll("\\s+", " ");
    }

    public static List<String> tokens(String text) {
        String normalized = normalize(text);
        return normalized.isEmpty() ? List.of() : Arrays.asList(normalized.split(" "));
    }

    static boolean isNumber(String token) {
        return !token.isEmpty() && (Character.isDigit(token.charAt(0)) || token.charAt(0) == '.')
                && token.chars().allMatch(c -> Character.isDigit(c) || c == '.' || c == '%');
    }
}
