package com.medvigil.tenant.web;

import java.util.UUID;

/** Exactly the three fields of spec 2.2; the key is shown here once and never again. */
record RegistrationResponse(UUID tenantId, String tenantCode, String apiKey) {
}
