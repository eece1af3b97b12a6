package com.medvigil.engine.lifestyle;

import java.util.Locale;
import java.util.Map;

/**
 * Social history brought to the values the rules use. Each field is null when not recorded, so that a rule can ask
 * for it instead of assuming "none".
 */
public record SocialExposure(String alcohol, String smoking, Boolean grapefruit) {

    private static final Map<String, String> ALCOHOL = Map.of("none", "none", "never", "none", "no", "none",
            "occasional", "occasional", "light", "occasional", "social", "occasional", "moderate", "moderate",
            "heavy", "heavy");
    private static final Map<String, String> SMOKING = Map.of("never", "never", "no", "never", "none", "never",
            "former", "former", "ex", "former", "quit", "former", "current", "current", "yes", "current",
            "smoker", "current");

    public static SocialExposure of(String alcohol, String smoking, Boolean grapefruit) {
        return new SocialExposure(lookup(ALCOHOL, alcohol), lookup(SMOKING, smoking), grapefruit);
    }

    private static String lookup(Map<String, String> values, String text) {
        return text == null ? null : values.get(text.trim().toLowerCase(Locale.ROOT));
    }
}
