package com.medvigil.tenant;

import com.medvigil.model.tenant.AdminEmail;
import com.medvigil.model.tenant.TenantCode;
import com.medvigil.model.tenant.TenantName;

/** What a registration asks for; {@code code} and {@code adminEmail} may be null. */
public record TenantApplication(TenantName name, TenantCode code, AdminEmail adminEmail) {
}
