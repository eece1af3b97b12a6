package com.medvigil.engine.dose;

import com.medvigil.engine.medication.MedicationMatch;
import com.medvigil.engine.medication.MedicationRecognizer;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Works out mg per day for each ingredient of one listed medicine from its dose amount, unit and frequency.
 * A dose in tablets (or mL, or puffs) is converted with the strength written in the product name
 * ("Acetaminophen 325 MG / Oxycodone 5 MG Oral Tablet"), one strength per " / " segment.
 */
public final class DailyDoseCalculator {

    private static final Pattern STRENGTH = Pattern.compile(
            "(\\d+(?:\\.\\d+)?)\\s*(MG|MCG|UG|G)\\b(?:\\s*/\\s*(ML|ACTUAT|ACTUATION|HR))?", Pattern.CASE_INSENSITIVE);
    private static final Map<String, Double> MASS_UNITS = Map.ofEntries(
            Map.entry("mg", 1.0), Map.entry("milligram", 1.0), Map.entry("milligrams", 1.0),
            Map.entry("g", 1000.0), Map.entry("gm", 1000.0), Map.entry("gram", 1000.0), Map.entry("grams", 1000.0),
            Map.entry("mcg", 0.001), Map.entry("ug", 0.001), Map.entry("µg", 0.001), Map.entry("microgram", 0.001),
            Map.entry("micrograms", 0.001));
    private static final List<String> COUNT_UNITS = List.of("tablet", "tablets", "tab", "tabs", "capsule", "capsules",
            "cap", "caps", "pill", "pills", "each", "ea", "patch", "patches", "suppository", "suppositories",
            "lozenge", "lozenges", "dose", "doses", "unit dose", "piece", "pieces", "film", "films", "packet", "packets");
    private static final List<String> ACTUATION_UNITS = List.of("puff", "puffs", "actuation", "actuations", "spray",
            "sprays", "inhalation", "inhalations");
    private static final List<String> VOLUME_UNITS = List.of("ml", "milliliter", "milliliters", "millilitre", "cc");

    private final MedicationRecognizer recognizer;

    public DailyDoseCalculator(MedicationRecognizer recognizer) {
        this.recognizer = recognizer;
    }

    public DoseEstimate estimate(MedicationMatch match, Double amount, String unit, String frequencyText) {
        Frequency frequency = FrequencyParser.parse(frequencyText);
        String described = describe(amount, unit, frequencyText);
        if (amount == null || amount <= 0) {
            return new DoseEstimate(described, frequency, Map.of(), "no dose amount given");
        }
        if (!frequency.understood()) {
            return new DoseEstimate(described, frequency, Map.of(),
                    frequencyText == null || frequencyText.isBlank() ? "no frequency given"
                            : "frequency \"" + frequencyText + "\" not understood");
        }
        String u = unit == null ? "" : unit.trim().toLowerCase(Locale.ROOT).replaceAll("\\(s\\)$", "s");
        Map<String, Double> perDay = new LinkedHashMap<>();
        if (MASS_UNITS.containsKey(u)) {
            if (match.ingredientIds().size() != 1) {
                return new DoseEstimate(described, frequency, Map.of(),
                        "a mass dose of a combination product cannot be split between its ingredients");
            }
            perDay.put(match.ingredientIds().get(0), amount * MASS_UNITS.get(u) * frequency.timesPerDay());
            return new DoseEstimate(described, frequency, perDay, null);
        }
        String per = COUNT_UNITS.contains(u) ? "" : ACTUATION_UNITS.contains(u) ? "ACTUAT" : VOLUME_UNITS.contains(u)
                ? "ML" : null;
        if (per == null) {
            return new DoseEstimate(described, frequency, Map.of(),
                    u.isEmpty() ? "no dose unit given" : "unit \"" + unit + "\" is not converted to mg");
        }
        for (String segment : match.input().split("\\s/\\s")) {
            Matcher strength = STRENGTH.matcher(segment);
            if (!strength.find()) {
                continue;
            }
            String denominator = strength.group(3) == null ? "" : strength.group(3).toUpperCase(Locale.ROOT);
            boolean fits = per.isEmpty() ? denominator.isEmpty()
                    : denominator.startsWith(per);
            if (!fits) {
                continue;
            }
            double mg = Double.parseDouble(strength.group(1)) * MASS_UNITS.get(strength.group(2).toLowerCase(Locale.ROOT));
            List<String> ingredients = match.ingredientIds().size() == 1 ? match.ingredientIds()
                    : recognizer.recognize(segment, null).ingredientIds();
            for (String ingredient : ingredients) {
                if (match.ingredientIds().contains(ingredient)) {
                    perDay.merge(ingredient, amount * mg * frequency.timesPerDay(), Double::sum);
                }
            }
        }
        if (perDay.isEmpty()) {
            return new DoseEstimate(described, frequency, Map.of(),
                    "the name carries no strength to convert " + u + " to mg");
        }
        return new DoseEstimate(described, frequency, perDay, null);
    }

    private static String describe(Double amount, String unit, String frequency) {
        StringBuilder text = new StringBuilder();
        if (amount != null) {
            text.append(amount % 1 == 0 ? String.valueOf(amount.longValue()) : String.valueOf(amount));
        }
        if (unit != null && !unit.isBlank()) {
            text.append(text.length() > 0 ? " " : "").append(unit.trim());
        }
        if (frequency != null && !frequency.isBlank()) {
            text.append(text.length() > 0 ? " " : "").append(frequency.trim());
        }
        return text.length() == 0 ? "not stated" : text.toString();
    }
}
