package com.medvigil.engine.dose;

/** Body surface area, on which anticancer doses are set (mg/m2). */
public final class BodySurfaceArea {

    private BodySurfaceArea() {
    }

    /**
     * Mosteller's formula: the square root of height (cm) times weight (kg) over 3600, in m2; null without both. It is
     * the formula most oncology dosing tools use, and within a few percent of Du Bois' at adult sizes.
     */
    public static Double mosteller(Double heightCm, Double weightKg) {
        if (heightCm == null || weightKg == null || heightCm <= 0 || weightKg <= 0) {
            return null;
        }
        return Math.sqrt(heightCm * weightKg / 3600);
    }
}
