package com.medvigil.engine.lifestyle;

import java.util.Locale;

/** Whether a patient smokes, as rules name it ("never", "former", "current"). */
public enum SmokingStatus {
    NEVER, FORMER, CURRENT;

    /** The name knowledge files and the social history use. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
