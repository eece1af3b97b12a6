package com.medvigil.engine.rule;

import com.medvigil.engine.knowledge.ContextCriterion;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The daily limit a dose rule sets for this patient: a fixed mg limit, or a weight-based one (mg/kg a day times the
 * weight) capped by the fixed limit when the rule gives both. Without a weight only the cap is known, which still
 * shows a dose above it but cannot clear a dose below it.
 *
 * @param mg         the limit in mg a day, or null when nothing is known
 * @param determined whether {@code mg} is the patient's full limit (false when a weight-based limit lacks the weight)
 */
record DoseLimit(Double mg, boolean determined, Map<String, String> placeholders) {

    static DoseLimit of(ContextCriterion.DailyDose dose, Double weightKg) {
        Double cap = dose.mg();
        Double perKg = dose.mgPerKg();
        if (perKg == null) {
            return new DoseLimit(cap, cap != null, Map.of());
        }
        Map<String, String> texts = new LinkedHashMap<>();
        if (weightKg == null || weightKg <= 0) {
            if (cap != null) {
                texts.put("limit", ContextCheck.format(cap));
                texts.put("basis", "the most at any weight");
            }
            return new DoseLimit(cap, false, texts);
        }
        double byWeight = perKg * weightKg;
        boolean capped = cap != null && cap < byWeight;
        double limit = capped ? cap : byWeight;
        texts.put("limit", ContextCheck.format(Math.round(limit * 10) / 10.0));
        texts.put("weight", ContextCheck.format(weightKg));
        texts.put("perKg", ContextCheck.format(perKg));
        texts.put("basis", capped ? "the most at any weight, reached at " + ContextCheck.format(Math.round(cap / perKg))
                + " kg" : ContextCheck.format(perKg) + " mg/kg a day for " + ContextCheck.format(weightKg) + " kg");
        return new DoseLimit(limit, true, texts);
    }
}
