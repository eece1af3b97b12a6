package com.medvigil.tenant;

/** What a registration asks for; {@code code} and {@code adminEmail} may be null. */
public record TenantApplication(TenantName name, TenantCode code, AdminEmail adminEmail) {
}
