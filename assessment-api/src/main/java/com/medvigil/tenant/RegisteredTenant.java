package com.medvigil.tenant;

import com.medvigil.model.tenant.Tenant;

/** A tenant just registered, with its first API key. */
public record RegisteredTenant(Tenant tenant, IssuedApiKey apiKey) {
}
