package com.medvigil.engine.medication;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/** Brings medicine names to one spelling so that "HYDROcodone", "Hydrocodone" and "hydro-codone" compare. */
public final class MedicineNames {

    private static final Pattern MARKS = Pattern.compile("\\p{M}+");

    private MedicineNames() {
    }

    /** Lower case, no accents, words separated by single spaces, digits split from letters ("40mg" -> "40 mg"). */
    public static String normalize(String text) {
        if (text == null) {
            return "";
        }
        // One pass over the characters: the engine normalises every name, allergy and reaction of every case.
        String folded = isAscii(text) ? text.toLowerCase(Locale.ROOT)
                : MARKS.matcher(Normalizer.normalize(text, Normalizer.Form.NFD)).replaceAll("")
                        .toLowerCase(Locale.ROOT).replace('\u00b5', 'u');
        StringBuilder words = new StringBuilder(folded.length() + 4);
        char previous = ' ';
        for (int i = 0; i < folded.length(); i++) {
            char c = folded.charAt(i);
            if (c == '.' && !(isDigit(charAt(folded, i - 1)) && isDigit(charAt(folded, i + 1)))) {
                c = ' '; // a dot that is not a decimal point separates words
            } else if (!isLetter(c) && !isDigit(c) && c != '.' && c != '%') {
                c = ' ';
            }
            if (c == ' ') {
                if (previous != ' ') {
                    words.append(' ');
                }
            } else {
                if (isDigit(previous) && isLetter(c) || isLetter(previous) && isDigit(c)) {
                    words.append(' ');
                }
                words.append(c);
            }
            previous = c;
        }
        int end = words.length();
        return end > 0 && words.charAt(end - 1) == ' ' ? words.substring(0, end - 1) : words.toString();
    }

    private static boolean isAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) > 127) {
                return false;
            }
        }
        return true;
    }

    private static char charAt(String text, int index) {
        return index >= 0 && index < text.length() ? text.charAt(index) : ' ';
    }

    private static boolean isLetter(char c) {
        return c >= 'a' && c <= 'z';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
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
