package com.medvigil.fhir;

/**
 * FHIR R4 strings hold no character below U+0020 but tab, carriage return and line feed (R4
 * datatypes, "string"). Neither a submitted value nor a search value may hold one; PostgreSQL
 * cannot take a NUL at all, neither to store nor as a query parameter.
 */
public final class FhirStringRule {

    private FhirStringRule() {
    }

    /**
     * Why the text breaks the rule, naming its first forbidden character ("holds the control
     * character U+0000 at character 3; ..."), to follow the name of what holds it; null when it is
     * acceptable.
     */
    public static String problemIn(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 && c != '\t' && c != '\r' && c != '\n') {
                return String.format("holds the control character U+%04X at character %d; FHIR strings may hold no"
                        + " character below U+0020 but tab, carriage return and line feed", (int) c, i + 1);
            }
        }
        return null;
    }
}
