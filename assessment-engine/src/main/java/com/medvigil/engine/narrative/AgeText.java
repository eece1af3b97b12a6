package com.medvigil.engine.narrative;

/** An age as people say it: days for a newborn, months for an infant, years from two on ("0 years" is no age). */
final class AgeText {

    private AgeText() {
    }

    static String of(int years, Long days) {
        if (years >= 2 || days == null) {
            return years + (years == 1 ? " year" : " years");
        }
        if (days < 31) {
            return days + (days == 1 ? " day" : " days");
        }
        long months = days * 12 / 365;
        return Math.max(1, months) + (months == 1 ? " month" : " months");
    }
}
