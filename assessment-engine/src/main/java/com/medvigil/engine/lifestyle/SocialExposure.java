package com.medvigil.engine.lifestyle;

import java.util.Locale;
import java.util.Map;

/**
 * Social history brought to the values the rules use ({@link AlcoholUse} and {@link SmokingStatus} ids). Each field
 * is null when not recorded, so that a rule can ask for it instead of assuming "none".
 */
public record SocialExposure(String alcohol, String smoking, Boolean grapefruit) {

    private static final Map<String, String> ALCOHOL = Map.of("none", AlcoholUse.NONE.id(),
            "never", AlcoholUse.NONE.id(), "no", AlcoholUse.NONE.id(), "occasional", AlcoholUse.OCCASIONAL.id(),
            "light", AlcoholUse.OCCASIONAL.id(), "social", AlcoholUse.OCCASIONAL.id(),
            "moderate", AlcoholUse.MODERATE.id(), "heavy", AlcoholUse.HEAVY.id());
    private static final Map<String, String> SMOKING = Map.of("never", SmokingStatus.NEVER.id(),
            "no", SmokingStatus.NEVER.id(), "none", SmokingStatus.NEVER.id(), "former", SmokingStatus.FORMER.id(),
            "ex", SmokingStatus.FORMER.id(), "quit", SmokingStatus.FORMER.id(), "current", SmokingStatus.CURRENT.id(),
            "yes", SmokingStatus.CURRENT.id(), "smoker", SmokingStatus.CURRENT.id());

    public static SocialExposure of(String alcohol, String smoking, Boolean grapefruit) {
        return new SocialExposure(lookup(ALCOHOL, alcohol), lookup(SMOKING, smoking), grapefruit);
    }

    private static String lookup(Map<String, String> values, String text) {
        return text == null ? null : values.get(text.trim().toLowerCase(Locale.ROOT));
    }
}
