package com.medvigil.engine.lab;

import com.medvigil.engine.PatientCase;
import com.medvigil.engine.knowledge.Measure;
import com.medvigil.engine.medication.MedicineNames;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The latest value of each known measure for one patient, in the measure's canonical unit. Readings whose unit
 * cannot be converted, and latest readings too old to describe the patient today, are set aside and reported rather
 * than compared.
 */
public final class LabReadings {

    /** Readings in time order as their ISO dates and date-times sort; an undated one sorts first. */
    private static final Comparator<String> BY_TIME = Comparator.nullsFirst(Comparator.naturalOrder());

    private final Map<String, Reading> latest;
    private final List<String> unreadable;
    private final List<String> outdated;
    private final Map<String, LocalDate> lastReadOn;

    private LabReadings(Map<String, Reading> latest, List<String> unreadable, List<String> outdated,
                        Map<String, LocalDate> lastReadOn) {
        this.latest = Map.copyOf(latest);
        this.unreadable = List.copyOf(unreadable);
        this.outdated = List.copyOf(outdated);
        this.lastReadOn = Map.copyOf(lastReadOn);
    }

    /** One raw reading as the case gives it (a lab, or a vital sign given the measure's id as its code). */
    public record RawReading(String name, String code, Double value, String unit, String observedAt) {
    }

    /** A reading in canonical units. */
    public record Reading(String measure, double value, String unit, String observedAt) {
    }

    /** The measures with their names normalised once, so that reading a case does no text work on the catalogue. */
    public static final class Catalog {
        private final List<Measure> measures;
        private final List<List<String>> terms;
        private final List<Measure> changes;

        public Catalog(Collection<Measure> measures) {
            this.measures = measures.stream().filter(m -> !m.derived()).sorted(Comparator.comparing(Measure::id)).toList();
            this.changes = measures.stream().filter(Measure::derived).sorted(Comparator.comparing(Measure::id)).toList();
            this.terms = this.measures.stream()
                    .map(m -> m.terms().stream().map(t -> " " + MedicineNames.normalize(t) + " ").toList())
                    .toList();
        }

        Measure identify(RawReading reading) {
            if (reading.code() != null) {
                String code = reading.code().trim();
                for (Measure measure : measures) {
                    if (measure.loinc().contains(code) || measure.id().equals(code)) {
                        return measure;
                    }
                }
            }
            String name = " " + MedicineNames.normalize(reading.name()) + " ";
            Measure best = null;
            int bestLength = 0;
            for (int i = 0; i < measures.size(); i++) {
                for (String term : terms.get(i)) {
                    if (term.length() > bestLength && name.contains(term)) {
                        best = measures.get(i);
                        bestLength = term.length();
                    }
                }
            }
            return best;
        }
    }

    /**
     * The latest reading of each measure, left out when it is older than its measure's {@code currentForDays} on
     * {@code asOf}: a potassium from last winter says little about today. Undated readings count as current.
     */
    public static LabReadings read(Collection<RawReading> raw, Catalog catalog, LocalDate asOf) {
        Map<String, Reading> latest = new HashMap<>();
        Map<String, Measure> measures = new HashMap<>();
        Map<String, List<Reading>> series = new HashMap<>();
        List<String> unreadable = new ArrayList<>();
        for (RawReading reading : raw) {
            if (reading.value() == null) {
                continue;
            }
            Measure measure = catalog.identify(reading);
            if (measure == null) {
                continue;
            }
            String unit = reading.unit() == null ? null : reading.unit().trim().toLowerCase(Locale.ROOT);
            Double factor = unit == null || unit.isEmpty() ? Double.valueOf(1.0) : measure.unitFactors().get(unit);
            if (factor == null) {
                unreadable.add(measure.name() + " in \"" + reading.unit() + "\"");
                continue;
            }
            Reading converted = new Reading(measure.id(), reading.value() * factor, measure.unit(), reading.observedAt());
            measures.put(measure.id(), measure);
            series.computeIfAbsent(measure.id(), id -> new ArrayList<>()).add(converted);
            latest.merge(measure.id(), converted,
                    (old, candidate) -> BY_TIME.compare(candidate.observedAt(), old.observedAt()) >= 0 ? candidate : old);
        }
        Map<String, LocalDate> lastReadOn = new HashMap<>();
        latest.forEach((id, reading) -> {
            LocalDate day = PatientCase.dayOf(reading.observedAt());
            if (day != null) {
                lastReadOn.put(id, day);
            }
        });
        List<String> outdated = new ArrayList<>();
        for (Reading reading : List.copyOf(latest.values())) {
            Integer days = measures.get(reading.measure()).currentForDays();
            LocalDate observed = PatientCase.dayOf(reading.observedAt());
            if (!current(observed, days, asOf)) {
                latest.remove(reading.measure());
                outdated.add(measures.get(reading.measure()).name() + " of " + observed + " (older than " + days
                        + " days)");
            }
        }
        outdated.sort(Comparator.naturalOrder());
        for (Measure change : catalog.changes) {
            Reading derived = change(change, latest.get(change.change().of()), series, asOf);
            if (derived != null) {
                latest.put(change.id(), derived);
            }
        }
        return new LabReadings(latest, unreadable, outdated, lastReadOn);
    }

    /**
     * The latest reading of the change's base measure against the earlier readings of the {@code withinDays}
     * calendar days before it (KDIGO's "within 7 days" and "within 48 hours" read by date), or null when the latest is
     * undated, no longer current for the change, or has nothing to compare with.
     */
    private static Reading change(Measure measure, Reading last, Map<String, List<Reading>> series, LocalDate asOf) {
        LocalDate lastDay = last == null ? null : PatientCase.dayOf(last.observedAt());
        if (lastDay == null || !current(lastDay, measure.currentForDays(), asOf)) {
            return null;
        }
        Measure.Change change = measure.change();
        LocalDate from = lastDay.minusDays(change.withinDays());
        Double lowest = null;
        Double highest = null;
        for (Reading earlier : series.get(change.of())) {
            LocalDate day = PatientCase.dayOf(earlier.observedAt());
            if (day == null || day.isBefore(from) || BY_TIME.compare(earlier.observedAt(), last.observedAt()) >= 0) {
                continue;
            }
            lowest = lowest == null ? earlier.value() : Math.min(lowest, earlier.value());
            highest = highest == null ? earlier.value() : Math.max(highest, earlier.value());
        }
        if (lowest == null || lowest <= 0 && change.kind() != Measure.Change.Kind.DIFFERENCE) {
            return null;
        }
        double value = switch (change.kind()) {
            case RATIO -> last.value() / lowest;
            case DIFFERENCE -> last.value() - lowest;
            case PERCENT_FALL -> 100 * (highest - last.value()) / highest;
        };
        return new Reading(measure.id(), value, measure.unit(), last.observedAt());
    }

    /**
     * Whether a reading of that day still stands for the patient on {@code asOf}: within the measure's
     * {@code currentForDays}, or always when either is unknown.
     */
    private static boolean current(LocalDate observed, Integer days, LocalDate asOf) {
        return days == null || asOf == null || observed == null || !observed.isBefore(asOf.minusDays(days));
    }

    /** The latest readings left out because they were too old to stand for the patient today. */
    public List<String> outdated() {
        return outdated;
    }

    /** The day of the measure's last dated reading, current or not: how long ago it was last checked. */
    public LocalDate lastReadOn(String measure) {
        return lastReadOn.get(measure);
    }

    public Reading latest(String measure) {
        return latest.get(measure);
    }

    public Double value(String measure) {
        Reading reading = latest.get(measure);
        return reading == null ? null : reading.value();
    }

    /** Readings left out because their unit could not be converted. */
    public List<String> unreadable() {
        return unreadable;
    }
}
