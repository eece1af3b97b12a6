package com.medvigil.engine.dose;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads dosing frequencies as clinicians write them: Latin abbreviations, intervals and plain English. */
public final class FrequencyParser {

    private static final Pattern AS_NEEDED = Pattern.compile("\\bp\\.?r\\.?n\\.?\\b|as needed|when needed|as required|if needed");
    private static final Pattern EVERY_HOURS = Pattern.compile(
            "(?:\\bq\\.?\\s*|every\\s+)(\\d+(?:\\.\\d+)?)\\s*(?:(?:-|to)\\s*(\\d+(?:\\.\\d+)?)\\s*)?(?:h\\b|hr|hrs|hour|hours)");
    private static final Pattern EVERY_DAYS = Pattern.compile("(?:\\bq\\.?\\s*|every\\s+)(\\d+)\\s*(?:d\\b|day|days)");
    private static final Pattern EVERY_WEEKS = Pattern.compile("(?:\\bq\\.?\\s*|every\\s+)(\\d+)\\s*(?:wk|wks|week|weeks)");
    private static final Pattern TIMES_PER = Pattern.compile(
            "\\b(\\d+|once|twice|thrice|one|two|three|four|five|six)\\s*(?:x|times?)?\\s*(?:a|per|each|/|an|every|in\\s+a)?\\s*(day\\b|daily|d\\b|week\\b|weekly|wk\\b|month\\b|monthly)");
    private static final Map<String, Double> NUMBER_WORDS = Map.of("once", 1.0, "one", 1.0, "twice", 2.0, "two", 2.0,
            "thrice", 3.0, "three", 3.0, "four", 4.0, "five", 5.0, "six", 6.0);
    /** Checked in this order, so that "once weekly" is read as weekly before "once" is read as daily. */
    private static final List<Schedule> SCHEDULES = List.of(
            new Schedule(Pattern.compile("\\bq\\.?i\\.?d\\b"), 4.0),
            new Schedule(Pattern.compile("\\bt\\.?i\\.?d\\b"), 3.0),
            new Schedule(Pattern.compile("\\bb\\.?i\\.?d\\b"), 2.0),
            new Schedule(Pattern.compile("\\bq\\.?o\\.?d\\b|every other day|alternate days"), 0.5),
            new Schedule(Pattern.compile("\\bq\\.?\\s*(?:week|wk)\\b|\\bweekly\\b|once a week|every week"), 1.0 / 7),
            new Schedule(Pattern.compile("\\bmonthly\\b|every month|once a month"), 1.0 / 30),
            new Schedule(Pattern.compile("\\bq\\.?d\\b|\\bo\\.?d\\b|\\bdaily\\b|\\bq\\.?am\\b|\\bq\\.?pm\\b|\\bq\\.?hs\\b"
                    + "|\\bh\\.?s\\b|at bedtime|nightly|every (?:morning|evening|night|day)|in the (?:morning|evening)"
                    + "|\\bonce\\b|\\bstat\\b|\\bq\\.?day\\b|each day|a day"), 1.0));

    private FrequencyParser() {
    }

    public static Frequency parse(String text) {
        if (text == null || text.isBlank()) {
            return Frequency.unknown(text, false);
        }
        String t = text.toLowerCase(Locale.ROOT).replace(',', ' ').trim();
        boolean asNeeded = AS_NEEDED.matcher(t).find();

        Matcher hours = EVERY_HOURS.matcher(t);
        if (hours.find()) {
            double low = Double.parseDouble(hours.group(1));
            // "q4-6h" allows a dose every 4 hours at most: the shorter interval bounds the daily total.
            double shortest = hours.group(2) == null ? low : Math.min(low, Double.parseDouble(hours.group(2)));
            return shortest > 0 ? new Frequency(text, 24.0 / shortest, asNeeded) : Frequency.unknown(text, asNeeded);
        }
        Matcher weeks = EVERY_WEEKS.matcher(t);
        if (weeks.find() && Integer.parseInt(weeks.group(1)) > 0) {
            return new Frequency(text, 1.0 / (7 * Integer.parseInt(weeks.group(1))), asNeeded);
        }
        Matcher days = EVERY_DAYS.matcher(t);
        if (days.find() && Integer.parseInt(days.group(1)) > 0) {
            return new Frequency(text, 1.0 / Integer.parseInt(days.group(1)), asNeeded);
        }
        Matcher times = TIMES_PER.matcher(t);
        if (times.find()) {
            String count = times.group(1);
            double n = NUMBER_WORDS.containsKey(count) ? NUMBER_WORDS.get(count) : Double.parseDouble(count);
            String period = times.group(2);
            double perDay = period.startsWith("w") ? n / 7 : period.startsWith("m") ? n / 30 : n;
            return new Frequency(text, perDay, asNeeded);
        }
        Double best = null;
        for (Schedule schedule : SCHEDULES) {
            if (schedule.pattern().matcher(t).find()) {
                best = schedule.timesPerDay();
                break;
            }
        }
        return best == null ? Frequency.unknown(text, asNeeded) : new Frequency(text, best, asNeeded);
    }

    private record Schedule(Pattern pattern, double timesPerDay) {
    }
}
