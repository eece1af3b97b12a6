package com.medvigil.engine.medication;

/** Optimal-string-alignment distance (Damerau-Levenshtein with adjacent transpositions), bounded for speed. */
final class EditDistance {

    private EditDistance() {
    }

    /** The distance between a and b, or {@code limit + 1} as soon as it is known to exceed limit. */
    static int within(String a, String b, int limit) {
        if (Math.abs(a.length() - b.length()) > limit || lettersMissing(a, b) > limit || lettersMissing(b, a) > limit) {
            return limit + 1;
        }
        int[] previous2 = new int[b.length() + 1];
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            int rowMin = current[0];
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int value = Math.min(Math.min(previous[j] + 1, current[j - 1] + 1), previous[j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    value = Math.min(value, previous2[j - 2] + 1);
                }
                current[j] = value;
                rowMin = Math.min(rowMin, value);
            }
            if (rowMin > limit) {
                return limit + 1;
            }
            int[] spare = previous2;
            previous2 = previous;
            previous = current;
            current = spare;
        }
        return Math.min(previous[b.length()], limit + 1);
    }

    /**
     * A lower bound of the distance, cheap enough to skip most of a dictionary: each letter of a that b lacks needs
     * an edit of its own. Letters are folded into 64 bits; a collision only weakens the bound.
     */
    private static int lettersMissing(String a, String b) {
        return Long.bitCount(letters(a) & ~letters(b));
    }

    private static long letters(String word) {
        long set = 0;
        for (int i = 0; i < word.length(); i++) {
            set |= 1L << (word.charAt(i) & 63);
        }
        return set;
    }
}
