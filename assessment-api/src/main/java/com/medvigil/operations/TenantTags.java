package com.medvigil.operations;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import com.medvigil.model.tenant.Tenants;

/**
 * The value of the {@code tenant} tag on application metrics: the tenant's code when it is one of
 * {@code medvigil.metrics.tenants}, else {@code other}. The set of values is therefore the
 * configured list plus {@code other} and {@code none} (no tenant, e.g. registration), however many
 * tenants register.
 */
@Component
public class TenantTags {

    private static final Logger log = LoggerFactory.getLogger(TenantTags.class);

    public static final String OTHER = "other";
    public static final String NONE = "none";
    /** A configured code nobody has registered yet is looked up again at most this often. */
    private static final Duration LOOKUP_INTERVAL = Duration.ofSeconds(10);

    private final Set<String> codes;
    private final Tenants tenants;
    private final Clock clock;
    private final Map<UUID, String> tagged = new ConcurrentHashMap<>();
    private volatile Instant nextLookup = Instant.MIN;

    TenantTags(MetricsProperties properties, Tenants tenants, Clock clock) {
        this.codes = Set.copyOf(properties.tenants());
        this.tenants = tenants;
        this.clock = clock;
    }

    /** The tag value for this tenant; {@code none} without one. */
    public String of(UUID tenantId) {
        if (tenantId == null) {
            return NONE;
        }
        if (codes.isEmpty()) {
            return OTHER;
        }
        String code = tagged.get(tenantId);
        if (code == null && tagged.size() < codes.size() && lookUpMissingCodes()) {
            code = tagged.get(tenantId);
        }
        return code == null ? OTHER : code;
    }

    /** Resolves configured codes to tenant ids (codes and ids never change); answers whether it looked. */
    private boolean lookUpMissingCodes() {
        Instant now = clock.instant();
        synchronized (this) {
            if (now.isBefore(nextLookup)) {
                return false;
            }
            nextLookup = now.plus(LOOKUP_INTERVAL);
        }
        try {
            for (String code : codes) {
                if (!tagged.containsValue(code)) {
                    tenants.findByCode(code).ifPresent(tenant -> tagged.put(tenant.getId(), code));
                }
            }
        } catch (RuntimeException e) {
            // A metric must never fail the work it counts; the next lookup tries again.
            log.warn("Could not look up the tenants named in medvigil.metrics.tenants: {}", e.toString());
        }
        return true;
    }
}
