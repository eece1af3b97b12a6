package com.medvigil.web;

/**
 * Which characters a text field of a request body may hold. Control characters are never data
 * in a name, code, id or URL: a NUL cannot even be stored in PostgreSQL, and the others end up
 * in log lines, CSV exports and other systems' parsers. Line breaks belong only to free text.
 */
enum TextKind {

    /** Names, codes, ids, e-mail addresses, URLs, secrets, enumerated values: no control character at all. */
    PLAIN("must not contain control characters"),

    /** Text a clinician may write over several lines ({@link FreeText}): tab, line feed and carriage return too. */
    FREE_TEXT("must not contain control characters other than tab and line breaks");

    private final String rule;

    TextKind(String rule) {
        this.rule = rule;
    }

    /** Why the text is refused, naming the first character that breaks the rule; null when it is acceptable. */
    String problemIn(String text) {
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            if (Character.getType(c) == Character.CONTROL && !allows(c)) {
                return rule + " (found " + codePoint(c) + " at character " + (i + 1) + ")";
            }
            if (Character.getType(c) == Character.SURROGATE) {
                // Java reads half of a surrogate pair without its other half (a JSON escape such
                // as \ud800) as a code point of its own. It is no character at all: it cannot be
                // written as UTF-8, so it could not be stored as sent.
                return "must be valid Unicode text (found an unpaired surrogate " + codePoint(c)
                        + " at character " + (i + 1) + ")";
            }
            i += Character.charCount(c);
        }
        return null;
    }

    private boolean allows(int c) {
        return this == FREE_TEXT && (c == '\t' || c == '\n' || c == '\r');
    }

    private static String codePoint(int c) {
        return String.format("U+%04X", c);
    }
}
