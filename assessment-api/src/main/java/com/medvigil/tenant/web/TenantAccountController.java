package com.medvigil.tenant.web;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.tenant.AdminEmail;
import com.medvigil.tenant.TenantAccount;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

/** {@code /v1/tenants/me}: the key's own tenant, and adding a dashboard administrator to it. */
@RestController
@RequestMapping("/v1/tenants/me")
class TenantAccountController {

    private final TenantAccount account;

    TenantAccountController(TenantAccount account) {
        this.account = account;
    }

    @Schema(description = "Adds adminEmail to the tenant's dashboard administrators; other administrators stay")
    record TenantUpdateRequest(
            @Schema(description = "An e-mail address that may sign in to the dashboard from now on",
                    example = "admin@clinic.example", requiredMode = Schema.RequiredMode.REQUIRED)
            String adminEmail) {
    }

    @Schema(name = "Tenant")
    record TenantView(UUID tenantId, String tenantCode, String name, Instant createdAt,
                      @Schema(description = "The dashboard administrators' addresses, oldest first; empty when nobody can sign in")
                      List<String> adminEmails) {

        static TenantView of(TenantAccount.Snapshot snapshot) {
            return new TenantView(snapshot.tenant().getId(), snapshot.tenant().getCode(), snapshot.tenant().getName(),
                    snapshot.tenant().getCreatedAt(), snapshot.adminEmails());
        }
    }

    @GetMapping
    @Operation(summary = "Read the key's own tenant",
            description = "The tenant the API key belongs to, and who may sign in to its dashboard.")
    TenantView read() {
        return TenantView.of(account.current());
    }

    @PatchMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
    @Operation(summary = "Add a dashboard administrator",
            description = "Makes adminEmail an administrator of the tenant, so that it can request a sign-in link; for a"
                    + " tenant registered without adminEmail this is the way into the dashboard. An address that already"
                    + " is one changes nothing. Administrators are removed in the dashboard, which keeps at least one.")
    @ApiResponse(responseCode = "200", description = "The tenant with its administrators after the change")
    TenantView update(@RequestBody(required = false) TenantUpdateRequest request) {
        if (request == null) {
            throw new InvalidFieldException("body", "is required: {\"adminEmail\": ...}");
        }
        if (request.adminEmail() == null) {
            throw new InvalidFieldException("body", "must set adminEmail");
        }
        return TenantView.of(account.addAdministrator(new AdminEmail(request.adminEmail())));
    }
}
