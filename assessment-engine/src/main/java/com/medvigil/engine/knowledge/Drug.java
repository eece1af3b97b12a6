package com.medvigil.engine.knowledge;

import com.medvigil.engine.medication.Route;

import java.util.List;

/**
 * One active ingredient, the names it goes by (brands, synonyms, abbreviations) and what its routes mean.
 * {@code internationalUnitsPerMg} converts a dose written in international units to mg, for the few ingredients
 * dosed that way whose unit stands for a fixed mass (vitamin D: 40,000 units a mg); null for every other.
 * {@code morphineEquivalent} is an opioid's conversion to morphine milligram equivalents; null for every other drug.
 */
public record Drug(String id, String name, List<String> brands, List<String> synonyms, List<String> abbreviations,
                   DrugRoutes routes, Double internationalUnitsPerMg, MorphineEquivalent morphineEquivalent) {

    /**
     * Morphine milligram equivalents per mg a day of this opioid, counted only for a use by {@code onlyBy} when that is
     * set (fentanyl's factor is for patches; its buccal and nasal forms convert differently and are not counted).
     */
    public record MorphineEquivalent(double perMg, Route onlyBy) {
    }
}
