package com.medvigil.engine.knowledge;

import java.util.List;

/** One active ingredient and the names it goes by (brands, synonyms, abbreviations). */
public record Drug(String id, String name, List<String> brands, List<String> synonyms, List<String> abbreviations) {
}
