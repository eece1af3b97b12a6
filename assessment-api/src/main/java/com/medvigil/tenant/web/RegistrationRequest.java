package com.medvigil.tenant.web;

import com.medvigil.model.tenant.AdminEmail;
import com.medvigil.model.tenant.TenantCode;
import com.medvigil.model.tenant.TenantName;
import com.medvigil.tenant.TenantApplication;

/** Body of {@code POST /v1/tenants/register} (spec 2.2, plus the optional adminEmail of DECISIONS). */
record RegistrationRequest(String name, String code, String adminEmail) {

    TenantApplication toApplication() {
        return new TenantApplication(
                new TenantName(name),
                code == null ? null : new TenantCode(code),
                adminEmail == null ? null : new AdminEmail(adminEmail));
    }
}
