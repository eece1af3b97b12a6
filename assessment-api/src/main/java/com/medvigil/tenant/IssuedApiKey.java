package com.medvigil.tenant;

import com.medvigil.model.tenant.ApiKey;
import com.medvigil.model.tenant.ApiKeySecret;

/** A key just created: the only moment its secret exists outside the client's hands. */
public record IssuedApiKey(ApiKey key, ApiKeySecret secret) {
}
