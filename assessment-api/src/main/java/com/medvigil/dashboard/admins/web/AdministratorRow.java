package com.medvigil.dashboard.admins.web;

import java.util.UUID;

import com.medvigil.dashboard.web.UtcTimestamp;
import com.medvigil.model.tenant.TenantAdmin;

/** One administrator as the list shows it; {@code you} marks the signed-in one. */
public record AdministratorRow(UUID id, String email, UtcTimestamp added, boolean you) {

    static AdministratorRow of(TenantAdmin admin, String signedInEmail) {
        return new AdministratorRow(admin.getId(), admin.getEmail(), UtcTimestamp.of(admin.getCreatedAt()),
                admin.getEmail().equals(signedInEmail));
    }
}
