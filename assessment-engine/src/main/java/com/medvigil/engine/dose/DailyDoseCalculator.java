package com.medvigil.engine.dose;

import com.medvigil.engine.knowledge.Drug;
import com.medvigil.engine.medication.MedicationMatch;
import com.medvigil.engine.medication.MedicationRecognizer;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Works out mg per day for each ingredient of one listed medicine from its dose amount, unit and frequency.
 * A dose in tablets (or mL, or puffs) is converted with the strength written in the product name
 * ("Acetaminophen 325 MG / Oxycodone 5 MG Oral Tablet"), one strength per " / " segment, each for the ingredient its
 * segment names. Strengths that name no ingredient ("Percocet 5/325") are read in the product's strength order.
 * A dose or strength in international units ("50000 units", "1000 UNT") is converted only for an ingredient whose
 * knowledge gives units a mg (vitamin D); for any other (insulin, heparin) the daily dose stays unknown. A dose in mg
 * or g of a combination is split between its ingredients only where its label writes doses as their total
 * (piperacillin-tazobactam); otherwise it stays unknown rather than be given to the wrong ingredient.
 */
public final class DailyDoseCalculator {

    private static final Pattern STRENGTH = Pattern.compile(
            "(\\d+(?:\\.\\d+)?)\\s*(MG|MCG|UG|G)\\b(?:\\s*/\\s*(ML|ACTUAT|ACTUATION|HR))?", Pattern.CASE_INSENSITIVE);
    /** A strength in international units ("50000 UNT", "1000 IU"), read only where the name gives none in mg. */
    private static final Pattern UNIT_STRENGTH = Pattern.compile(
            "(\\d+(?:\\.\\d+)?)\\s*(?:UNT|IU|UNITS?)\\b(?:\\s*/\\s*(ML|ACTUAT|ACTUATION))?", Pattern.CASE_INSENSITIVE);
    /**
     * Two strengths without units but an optional trailing mg, as tablets of combinations are written: "5/325" or
     * "5-325". Read only for a product with a declared strength order.
     */
    private static final Pattern BARE_PAIR = Pattern.compile(
            "(?<![\\d.])(\\d+(?:\\.\\d+)?)\\s*[/-]\\s*(\\d+(?:\\.\\d+)?)(?![\\d.])(?:\\s*MG\\b)?(?!\\s*/?\\s*(?:ML|MCG|UG|G)\\b)",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern BRACKETED = Pattern.compile("\\[[^\\]]*\\]");
    /**
     * A liquid's strength per several millilitres, as labels write it ("160 MG per 5 ML", "160 MG/5 ML", "100 MG in 5
     * mL"): read as its strength per millilitre, so that a dose in mL converts.
     */
    private static final Pattern PER_VOLUME = Pattern.compile(
            "(\\d+(?:\\.\\d+)?)\\s*(MG|MCG|UG|G)\\s*(?:/|\\bper\\b|\\bin\\b)\\s*(\\d+(?:\\.\\d+)?)\\s*(?:ML|MILLILITERS?|MILLILITRES?)\\b",
            Pattern.CASE_INSENSITIVE);
    /** A volume word, which gives a segment of a name a volume of its own ("21.7 MG/ML"). */
    private static final Pattern VOLUME_WORD = Pattern.compile("\\b(?:ML|MILLILITERS?|MILLILITRES?)\\b",
            Pattern.CASE_INSENSITIVE);
    /** A tablet or capsule: one of them gives the strength in the name (a liquid's strength is per mL, not a dose). */
    private static final Pattern SOLID_FORM = Pattern.compile(
            "\\b(tablets?|tabs?|capsules?|caps?|caplets?|softgels?)\\b", Pattern.CASE_INSENSITIVE);
    /** The least a dose taken at all is taken: once a day. */
    private static final String ONCE_A_DAY = "daily";
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
    private static final List<String> PATCH_UNITS = List.of("patch", "patches");
    private static final List<String> VOLUME_UNITS = List.of("ml", "milliliter", "milliliters", "millilitre", "cc");
    /** As written, and as UCUM codes them in a FHIR doseQuantity that carries no unit text ("[IU]", "U"). */
    private static final List<String> INTERNATIONAL_UNITS = List.of("iu", "ius", "unit", "units", "unt",
            "international unit", "international units", "intl units", "[iu]", "u");

    private final MedicationRecognizer recognizer;
    private final Map<String, Drug> drugs;
    private final TotalMassDoses totalMassDoses;

    /** {@code drugs} tells which ingredients' international units convert to mg, and how. */
    public DailyDoseCalculator(MedicationRecognizer recognizer, Map<String, Drug> drugs, TotalMassDoses totalMassDoses) {
        this.recognizer = recognizer;
        this.drugs = drugs;
        this.totalMassDoses = totalMassDoses;
    }

    public DoseEstimate estimate(MedicationMatch match, Double amount, String unit, String frequencyText) {
        Frequency frequency = FrequencyParser.parse(frequencyText);
        String described = describe(amount, unit, frequencyText);
        if (amount == null || amount <= 0) {
            // At least one tablet or capsule a day, for a solid form whose name gives its strength.
            Map<String, Double> oneUnit = SOLID_FORM.matcher(match.input()).find()
                    ? estimate(match, 1.0, "tablet", ONCE_A_DAY).mgPerDay() : Map.of();
            return DoseEstimate.withoutAmount(described, frequency, oneUnit);
        }
        if (!frequency.understood()) {
            return DoseEstimate.frequencyUnknown(described, frequency,
                    frequencyText == null || frequencyText.isBlank() ? "no frequency given"
                            : "frequency \"" + frequencyText + "\" not understood",
                    estimate(match, amount, unit, ONCE_A_DAY).mgPerDay());
        }
        String u = unit == null ? "" : unit.trim().toLowerCase(Locale.ROOT).replaceAll("\\(s\\)$", "s");
        Map<String, Double> perDay = new LinkedHashMap<>();
        if (MASS_UNITS.containsKey(u)) {
            if (match.ingredientIds().size() != 1) {
                Optional<Map<String, Double>> shares = totalMassDoses.sharesOf(match.ingredientIds());
                if (shares.isEmpty()) {
                    return new DoseEstimate(described, frequency, Map.of(),
                            "a mass dose of a combination product cannot be split between its ingredients");
                }
                shares.get().forEach((ingredient, share) -> perDay.put(ingredient,
                        amount * MASS_UNITS.get(u) * share * frequency.timesPerDay()));
                return new DoseEstimate(described, frequency, perDay, null);
            }
            perDay.put(match.ingredientIds().get(0), amount * MASS_UNITS.get(u) * frequency.timesPerDay());
            return new DoseEstimate(described, frequency, perDay, null);
        }
        Double unitsPerMg = INTERNATIONAL_UNITS.contains(u) && match.ingredientIds().size() == 1
                ? unitsPerMg(match.ingredientIds().get(0)) : null;
        if (unitsPerMg != null) {
            perDay.put(match.ingredientIds().get(0), amount / unitsPerMg * frequency.timesPerDay());
            return new DoseEstimate(described, frequency, perDay, null);
        }
        Double perHour = PATCH_UNITS.contains(u) && match.ingredientIds().size() == 1 ? hourlyStrength(match.input()) : null;
        if (perHour != null) {
            // A patch labelled per hour delivers that much for as long as it is worn; how often it is changed does
            // not change the daily dose.
            perDay.put(match.ingredientIds().get(0), amount * perHour * 24);
            return new DoseEstimate(described, frequency, perDay, null);
        }
        String per = COUNT_UNITS.contains(u) ? "" : ACTUATION_UNITS.contains(u) ? "ACTUAT" : VOLUME_UNITS.contains(u)
                ? "ML" : null;
        if (per == null) {
            return new DoseEstimate(described, frequency, Map.of(),
                    u.isEmpty() ? "no dose unit given" : "unit \"" + unit + "\" is not converted to mg");
        }
        List<Double> unnamed = new ArrayList<>();
        for (SegmentStrength segment : segmentStrengths(match, per)) {
            if (segment.ingredients().size() == 1) {
                perDay.merge(segment.ingredients().iterator().next(), amount * segment.mg() * frequency.timesPerDay(),
                        Double::sum);
            } else {
                unnamed.add(segment.mg());
            }
        }
        if (per.isEmpty() && perDay.isEmpty() && unnamed.size() != match.strengthOrder().size()) {
            List<Double> bare = bareStrengths(match.input());
            if (!bare.isEmpty()) {
                unnamed.clear();
                unnamed.addAll(bare);
            }
        }
        if (!unnamed.isEmpty()) {
            // Strengths written without their ingredients ("Percocet 5/325", "Norco 10 MG / 325 MG") are read in the
            // product's own order, or not at all: given to every ingredient, they would undercount one of them.
            List<String> order = match.strengthOrder();
            if (!perDay.isEmpty() || order.size() != unnamed.size()) {
                return new DoseEstimate(described, frequency, Map.of(),
                        "the strengths in the name do not say which ingredient each belongs to");
            }
            for (int i = 0; i < order.size(); i++) {
                perDay.put(order.get(i), amount * unnamed.get(i) * frequency.timesPerDay());
            }
        }
        if (perDay.isEmpty()) {
            return new DoseEstimate(described, frequency, Map.of(),
                    "the name carries no strength to convert " + u + " to mg");
        }
        return new DoseEstimate(described, frequency, perDay, null);
    }

    /**
     * The name with each strength per several millilitres written per millilitre ("160 MG per 5 ML" as "32 MG/ML").
     * A combination liquid that names its volume once, after the last strength ("acetaminophen 325 MG /
     * dextromethorphan 10 MG / doxylamine 6.25 MG per 15 ML"), gives every strength in that volume.
     */
    static String perMillilitre(String name) {
        Matcher perVolume = PER_VOLUME.matcher(sharedVolumeSpelledOut(name));
        StringBuilder out = new StringBuilder();
        while (perVolume.find()) {
            double volume = Double.parseDouble(perVolume.group(3));
            String replacement = volume <= 0 ? perVolume.group()
                    : BigDecimal.valueOf(Double.parseDouble(perVolume.group(1)) / volume)
                    .setScale(6, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString()
                    + " " + perVolume.group(2) + "/ML";
            perVolume.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        perVolume.appendTail(out);
        return out.toString();
    }

    /**
     * A combination's one trailing volume ("... 6.25 MG per 15 ML") written after each of its strengths, when no other
     * segment gives a volume of its own; any other name is returned as it is.
     */
    private static String sharedVolumeSpelledOut(String name) {
        String[] segments = name.split("\\s/\\s");
        if (segments.length < 2) {
            return name;
        }
        List<MatchResult> volumes = PER_VOLUME.matcher(segments[segments.length - 1]).results().toList();
        if (volumes.size() != 1) {
            return name;
        }
        String volume = " per " + volumes.get(0).group(3) + " ML";
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < segments.length - 1; i++) {
            if (VOLUME_WORD.matcher(segments[i]).find()) {
                return name;
            }
            Matcher strength = STRENGTH.matcher(segments[i]);
            if (!strength.find()) {
                return name;
            }
            out.append(segments[i], 0, strength.end()).append(volume).append(segments[i].substring(strength.end()))
                    .append(" / ");
        }
        return out.append(segments[segments.length - 1]).toString();
    }

    /** The strength of one " / " segment of the name, with the product's ingredients that segment may name. */
    private record SegmentStrength(double mg, Set<String> ingredients) {
    }

    /**
     * Each segment's strength, beside the ingredients its text names. A bracketed brand ("[Percocet]") names every
     * ingredient of the product and is left out. A segment naming several ("Norco (hydrocodone 10 MG") loses those
     * another segment names alone ("acetaminophen 325 MG)"), until no segment changes: it is then read by elimination,
     * or not at all.
     */
    private List<SegmentStrength> segmentStrengths(MedicationMatch match, String per) {
        List<String> ingredients = match.ingredientIds();
        List<SegmentStrength> segments = new ArrayList<>();
        String[] written = BRACKETED.matcher(perMillilitre(match.input())).replaceAll(" ").split("\\s/\\s");
        for (String segment : written) {
            Matcher strength = STRENGTH.matcher(segment);
            if (strength.find()) {
                if (fits(per, strength.group(3))) {
                    double mg = Double.parseDouble(strength.group(1))
                            * MASS_UNITS.get(strength.group(2).toLowerCase(Locale.ROOT));
                    segments.add(new SegmentStrength(mg, namedIn(segment, ingredients, written.length)));
                }
                continue;
            }
            Matcher units = UNIT_STRENGTH.matcher(segment);
            if (units.find() && fits(per, units.group(2))) {
                Set<String> named = namedIn(segment, ingredients, written.length);
                Double unitsPerMg = named.size() == 1 ? unitsPerMg(named.iterator().next()) : null;
                if (unitsPerMg != null) {
                    segments.add(new SegmentStrength(Double.parseDouble(units.group(1)) / unitsPerMg, named));
                }
            }
        }
        if (ingredients.size() == 1 && segments.stream().anyMatch(segment -> !segment.ingredients().isEmpty())) {
            // The other segments' strengths belong to ingredients the knowledge does not hold.
            segments.removeIf(segment -> segment.ingredients().isEmpty());
        }
        boolean changed = true;
        while (changed) {
            Set<String> namedAlone = new HashSet<>();
            segments.stream().filter(segment -> segment.ingredients().size() == 1)
                    .forEach(segment -> namedAlone.addAll(segment.ingredients()));
            changed = false;
            for (SegmentStrength segment : segments) {
                if (segment.ingredients().size() > 1) {
                    changed |= segment.ingredients().removeAll(namedAlone);
                }
            }
        }
        return segments;
    }

    /** The mg an hour a patch's name gives ("fentanyl 25 MCG/HR Transdermal System"); null when it gives none. */
    private static Double hourlyStrength(String name) {
        Matcher strength = STRENGTH.matcher(name);
        while (strength.find()) {
            if ("HR".equalsIgnoreCase(strength.group(3))) {
                return Double.parseDouble(strength.group(1)) * MASS_UNITS.get(strength.group(2).toLowerCase(Locale.ROOT));
            }
        }
        return null;
    }

    /**
     * The product's ingredients one segment of its name names: all of them for a single-ingredient name of one segment.
     * A name of several segments recognised as one ingredient has another ingredient the knowledge does not hold
     * ("calcium citrate 600 MG / vitamin D3 500 UNT"): only the segment naming the ingredient gives its strength.
     */
    private Set<String> namedIn(String segment, List<String> ingredients, int segmentsInName) {
        return new LinkedHashSet<>(ingredients.size() == 1 && segmentsInName == 1 ? ingredients
                : recognizer.recognize(segment, null).ingredientIds().stream().filter(ingredients::contains).toList());
    }

    private Double unitsPerMg(String ingredient) {
        Drug drug = drugs.get(ingredient);
        return drug == null ? null : drug.internationalUnitsPerMg();
    }

    private static boolean fits(String per, String denominator) {
        String written = denominator == null ? "" : denominator.toUpperCase(Locale.ROOT);
        return per.isEmpty() ? written.isEmpty() : written.startsWith(per);
    }

    /** The mg strengths of a tablet written as "5/325" (or "5-325", "5/325 MG"), in the order written; empty when none. */
    private static List<Double> bareStrengths(String name) {
        Matcher pair = BARE_PAIR.matcher(name);
        if (!pair.find()) {
            return List.of();
        }
        return List.of(Double.parseDouble(pair.group(1)), Double.parseDouble(pair.group(2)));
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
