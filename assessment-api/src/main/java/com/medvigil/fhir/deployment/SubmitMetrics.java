package com.medvigil.fhir.deployment;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.submit.BundleSubmitted;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.operations.TenantTags;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * Counts the entries of {@code $submit} bundles by resource type and outcome, and apart the refused
 * ones that were version conflicts (docs/operations.md). Tags are bounded: {@code type} is one of
 * the seven served types or {@code other}, {@code outcome} is stored, unchanged, refused or
 * ignored, {@code tenant} comes from {@link TenantTags}. A conflict is a refusal too, so it has a
 * counter of its own rather than an outcome: the outcomes of a bundle's entries add up to its size.
 */
@Component
class SubmitMetrics {

    private static final String OTHER_TYPE = "other";

    private final MeterRegistry registry;
    private final TenantTags tenantTags;
    private final TenantContext tenantContext;

    SubmitMetrics(MeterRegistry registry, TenantTags tenantTags, TenantContext tenantContext) {
        this.registry = registry;
        this.tenantTags = tenantTags;
        this.tenantContext = tenantContext;
    }

    /** Runs in the request's thread, inside its tenant scope. */
    @EventListener
    void onSubmitted(BundleSubmitted submitted) {
        String tenant = tenantTags.of(tenantContext.tenantId().orElse(null));
        submitted.stored().forEach((type, count) -> count(tenant, type.resourceType(), "stored", count));
        submitted.unchanged().forEach((type, count) -> count(tenant, type.resourceType(), "unchanged", count));
        submitted.refused().forEach((type, count) -> count(tenant, type.resourceType(), "refused", count));
        submitted.conflicts().forEach((type, count) -> countConflicts(tenant, type.resourceType(), count));
        count(tenant, OTHER_TYPE, "refused", submitted.refusedWithoutServedType());
        count(tenant, OTHER_TYPE, "ignored", submitted.ignored());
    }

    private void count(String tenant, String type, String outcome, int entries) {
        if (entries == 0) {
            return;
        }
        Counter.builder("medvigil.fhir.submit.resources")
                .description("Entries of $submit bundles, by resource type and outcome")
                .tag("tenant", tenant)
                .tag("type", type)
                .tag("outcome", outcome)
                .register(registry).increment(entries);
    }

    private void countConflicts(String tenant, String type, int entries) {
        if (entries == 0) {
            return;
        }
        Counter.builder("medvigil.fhir.submit.conflicts")
                .description("Entries of $submit bundles refused because their ifMatch named another version")
                .tag("tenant", tenant)
                .tag("type", type)
                .register(registry).increment(entries);
    }
}
