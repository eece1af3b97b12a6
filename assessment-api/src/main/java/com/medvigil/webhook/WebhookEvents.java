package com.medvigil.webhook;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.webhook.WebhookEventType;

/** The events a webhook subscribes to: at least one, each a known name; listing one twice is harmless. */
public record WebhookEvents(Set<WebhookEventType> types) {

    public WebhookEvents {
        if (types == null || types.isEmpty()) {
            throw new InvalidFieldException("events", "must name at least one event (" + WebhookEventType.allowedValues() + ")");
        }
        types = Collections.unmodifiableSet(EnumSet.copyOf(types));
    }

    public static WebhookEvents parse(List<String> names) {
        if (names == null) {
            throw new InvalidFieldException("events", "is required");
        }
        if (names.isEmpty()) {
            throw new InvalidFieldException("events", "must name at least one event (" + WebhookEventType.allowedValues() + ")");
        }
        EnumSet<WebhookEventType> types = EnumSet.noneOf(WebhookEventType.class);
        for (int i = 0; i < names.size(); i++) {
            int index = i;
            types.add(WebhookEventType.fromValue(names.get(i)).orElseThrow(() -> new InvalidFieldException(
                    "events[" + index + "]", "must be one of " + WebhookEventType.allowedValues())));
        }
        return new WebhookEvents(types);
    }
}
