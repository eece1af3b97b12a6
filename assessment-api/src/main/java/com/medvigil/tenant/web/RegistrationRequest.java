package com.medvigil.tenant.web;

import com.medvigil.tenant.AdminEmail;
import com.medvigil.tenant.TenantApplication;
import com.medvigil.tenant.TenantCode;
import com.medvigil.tenant.TenantName;

/** Body of {@code POST /v1/tenants/register} (spec 2.2, plus the optional adminEmail of DECISIONS). */
record RegistrationRequest(String name, String code, String adminEmail) {

    TenantApplication toApplication() {
        return new TenantApplication(
                new TenantName(name),
                code == null ? null : new TenantCode(code),
                adminEmail == null ? null : new AdminEmail(adminEmail));
    }
}
