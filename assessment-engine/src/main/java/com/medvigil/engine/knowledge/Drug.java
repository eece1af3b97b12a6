package com.medvigil.engine.knowledge;

import java.util.List;

/**
 * One active ingredient, the names it goes by (brands, synonyms, abbreviations) and what its routes mean.
 * {@code internationalUnitsPerMg} converts a dose written in international units to mg, for the few ingredients
 * dosed that way whose unit stands for a fixed mass (vitamin D: 40,000 units a mg); null for every other.
 */
public record Drug(String id, String name, List<String> brands, List<String> synonyms, List<String> abbreviations,
                   DrugRoutes routes, Double internationalUnitsPerMg) {
}
