package com.medvigil.tenant;

/** A tenant just registered, with its first API key. */
public record RegisteredTenant(Tenant tenant, IssuedApiKey apiKey) {
}
