package com.medvigil.engine.knowledge;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A lab or vital measure: how to recognise it (LOINC code or name), how to bring its units to one, and for how many
 * days a reading still describes the patient ({@code currentForDays}; null for no limit). A measure with a
 * {@code change} is read from another measure's readings instead of from the record (a creatinine rise).
 */
public record Measure(String id, String name, List<String> terms, Set<String> loinc, String unit,
                      Map<String, Double> unitFactors, Integer currentForDays, Change change) {

    /**
     * How the latest reading of measure {@code of} compares with the readings of the {@code withinDays} days before
     * it: as its ratio to the lowest (1.5 times), its difference from the lowest (0.3 mg/dL more), or the percentage
     * it has fallen from the highest (platelets 60% down).
     */
    public record Change(String of, int withinDays, Kind kind) {
        public enum Kind { RATIO, DIFFERENCE, PERCENT_FALL }
    }

    public boolean derived() {
        return change != null;
    }
}
