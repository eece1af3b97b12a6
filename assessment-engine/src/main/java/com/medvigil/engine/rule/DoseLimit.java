package com.medvigil.engine.rule;

import com.medvigil.engine.knowledge.ContextCriterion;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The daily limit a dose rule sets for this patient: a fixed mg limit, or one set by body size (mg/kg a day times the
 * weight, or mg/m2 a day times the body surface area) capped by the fixed limit when the rule gives both. Without the
 * body size only the cap is known, which still shows a dose above it but cannot clear a dose below it.
 *
 * @param mg         the limit in mg a day, or null when nothing is known
 * @param determined whether {@code mg} is the patient's full limit (false when a body-size limit lacks its measure)
 */
record DoseLimit(Double mg, boolean determined, Map<String, String> placeholders) {

    static DoseLimit of(ContextCriterion.DailyDose dose, Double weightKg, Double bodySurfaceAreaM2) {
        Double cap = dose.mg();
        if (dose.mgPerKg() != null) {
            return bySize(cap, dose.mgPerKg(), weightKg, "kg", "weight");
        }
        if (dose.mgPerM2() != null) {
            Double area = bodySurfaceAreaM2 == null ? null : Math.round(bodySurfaceAreaM2 * 100) / 100.0;
            return bySize(cap, dose.mgPerM2(), area, "m2", "bodySurfaceArea");
        }
        return new DoseLimit(cap, cap != null, Map.of());
    }

    private static DoseLimit bySize(Double cap, double perUnit, Double size, String unit, String sizeName) {
        Map<String, String> texts = new LinkedHashMap<>();
        boolean perKg = unit.equals("kg");
        String anySize = "the most at any " + (perKg ? "weight" : "body size");
        if (size == null || size <= 0) {
            if (cap != null) {
                texts.put("limit", ContextCheck.format(cap));
                texts.put("basis", anySize);
            }
            return new DoseLimit(cap, false, texts);
        }
        double bySize = perUnit * size;
        boolean capped = cap != null && cap < bySize;
        double limit = capped ? cap : bySize;
        texts.put("limit", ContextCheck.format(Math.round(limit * 10) / 10.0));
        texts.put(sizeName, ContextCheck.format(size));
        texts.put(perKg ? "perKg" : "perM2", ContextCheck.format(perUnit));
        if (capped) {
            // The size at which the cap is reached: whole kilograms, or square metres to two places.
            double reachedAt = perKg ? Math.round(cap / perUnit) : Math.round(cap / perUnit * 100) / 100.0;
            texts.put("basis", anySize + ", reached at " + ContextCheck.format(reachedAt) + " " + unit);
        } else {
            texts.put("basis", ContextCheck.format(perUnit) + " mg/" + unit + " a day for " + ContextCheck.format(size)
                    + " " + unit);
        }
        return new DoseLimit(limit, true, texts);
    }
}
