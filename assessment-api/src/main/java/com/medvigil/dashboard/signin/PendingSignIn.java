package com.medvigil.dashboard.signin;

import java.util.List;

import com.medvigil.model.tenant.AdminEmail;
import com.medvigil.model.tenant.Tenant;

/** A sign-in link that can still be used: whose it is, and the tenants to choose from. */
public record PendingSignIn(AdminEmail email, List<Tenant> tenants) {
}
