package com.medvigil.cdshooks;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code medvigil.cds-hooks.*}. {@code fetchBudget}: how long a call may spend fetching prefetch
 * data the EHR did not send from its FHIR server; CDS Hooks asks services to answer in about
 * 500 ms, and a fetch that takes longer leaves the prescriber waiting, so the default is 2 s.
 */
@ConfigurationProperties("medvigil.cds-hooks")
public record CdsHooksProperties(@DefaultValue("2s") Duration fetchBudget) {
}
