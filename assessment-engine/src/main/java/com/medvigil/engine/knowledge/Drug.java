package com.medvigil.engine.knowledge;

import java.util.List;

/** One active ingredient, the names it goes by (brands, synonyms, abbreviations) and what its routes mean. */
public record Drug(String id, String name, List<String> brands, List<String> synonyms, List<String> abbreviations,
                   DrugRoutes routes) {
}
