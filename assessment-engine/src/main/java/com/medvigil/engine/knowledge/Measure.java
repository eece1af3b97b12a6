package com.medvigil.engine.knowledge;

import java.util.List;
import java.util.Map;
import java.util.Set;

/** A lab or vital measure: how to recognise it (LOINC code or name) and how to bring its units to one. */
public record Measure(String id, String name, List<String> terms, Set<String> loinc, String unit,
                      Map<String, Double> unitFactors) {
}
