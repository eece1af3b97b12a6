package com.medvigil.engine.lifestyle;

import java.util.Locale;

/** How much a patient drinks, as rules name it ("none", "occasional", "moderate", "heavy"). */
public enum AlcoholUse {
    NONE, OCCASIONAL, MODERATE, HEAVY;

    /** The name knowledge files and the social history use. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
