package com.medvigil.fhir;

/**
 * FHIR R4 strings hold no character below U+0020 but tab, carriage return and line feed (R4
 * datatypes, "string"). Neither a submitted value nor a search value may hold one; PostgreSQL
 * cannot take a NUL at all, neither to store nor as a query parameter.
 */
public final class FhirStringRule {

    private FhirStringRule() {
    }

    /** The index of the first character FHIR strings may not hold, or -1 when there is none. */
    public static int firstForbiddenCharacter(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 && c != '\t' && c != '\r' && c != '\n') {
                return i;
            }
        }
        return -1;
    }
}
