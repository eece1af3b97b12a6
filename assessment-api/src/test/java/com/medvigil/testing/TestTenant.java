package com.medvigil.testing;

import java.util.UUID;

/** A tenant registered by a test, with the key registration returned. */
public record TestTenant(UUID tenantId, String code, String apiKey) {
}
