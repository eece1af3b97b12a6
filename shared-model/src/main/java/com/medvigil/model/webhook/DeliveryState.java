package com.medvigil.model.webhook;

import java.util.Locale;

/**
 * Where a delivery stands: pending until an attempt succeeds (delivered), the retries run out
 * (failed), or its webhook stops being active before it got through (cancelled).
 */
public enum DeliveryState {

    PENDING,
    DELIVERED,
    FAILED,
    CANCELLED;

    /** The name on the wire and in the database: {@code pending}, {@code delivered}, ... */
    public String value() {
        return name().toLowerCase(Locale.ROOT);
    }
}
