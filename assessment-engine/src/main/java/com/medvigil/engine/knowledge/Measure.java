package com.medvigil.engine.knowledge;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A lab or vital measure: how to recognise it (LOINC code or name), how to bring its units to one, and for how many
 * days a reading still describes the patient ({@code currentForDays}; null for no limit).
 */
public record Measure(String id, String name, List<String> terms, Set<String> loinc, String unit,
                      Map<String, Double> unitFactors, Integer currentForDays) {
}
