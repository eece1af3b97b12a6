package com.medvigil.operations;

import java.util.List;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Application metrics settings: the tenants (by code) whose metrics carry their own {@code tenant}
 * tag. Every other tenant shares the tag value {@code other}, so that open registration cannot
 * multiply the time series.
 */
@ConfigurationProperties("medvigil.metrics")
public record MetricsProperties(List<String> tenants) {

    public MetricsProperties {
        tenants = tenants == null ? List.of() : List.copyOf(tenants);
    }
}
