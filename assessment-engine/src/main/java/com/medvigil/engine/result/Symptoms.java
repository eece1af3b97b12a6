package com.medvigil.engine.result;

import java.util.List;

/** What the patient may expect, what to monitor, and what should make them seek help. */
public record Symptoms(List<Expected> expected, List<Monitoring> monitoring, List<Concerning> concerning) {

    public record Expected(String name, String duration, String explanation) {
    }

    public record Monitoring(String name, String frequency, String target, String action) {
    }

    /** severity is a {@link Level} name. */
    public record Concerning(String name, String severity, String action, String explanation) {

        /** How urgent a warning sign is. */
        public enum Level { HIGH, MEDIUM, LOW }
    }
}
