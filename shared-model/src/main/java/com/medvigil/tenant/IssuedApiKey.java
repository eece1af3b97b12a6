package com.medvigil.tenant;

/** A key just created: the only moment its secret exists outside the client's hands. */
public record IssuedApiKey(ApiKey key, ApiKeySecret secret) {
}
