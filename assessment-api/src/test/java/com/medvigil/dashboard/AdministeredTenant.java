package com.medvigil.dashboard;

import java.util.UUID;

import com.medvigil.testing.Api;
import com.medvigil.testing.TestTenant;

import io.restassured.response.Response;

/** A tenant registered with a dashboard administrator, as registration's {@code adminEmail} makes one. */
public record AdministeredTenant(TestTenant tenant, String name, String adminEmail) {

    public static AdministeredTenant register(Api api) {
        return register(api, uniqueEmail());
    }

    /** Registers a fresh tenant whose first administrator is this address (which may administer others too). */
    public static AdministeredTenant register(Api api, String adminEmail) {
        String code = Api.uniqueCode("d");
        String name = "Clinic " + code;
        Response response = api.register("{\"name\": \"" + name + "\", \"code\": \"" + code + "\", \"adminEmail\": \""
                + adminEmail + "\"}");
        if (response.statusCode() != 201) {
            throw new AssertionError("registration failed: " + response.statusCode() + " " + response.asString());
        }
        return new AdministeredTenant(new TestTenant(UUID.fromString(response.path("tenantId")), response.path("tenantCode"),
                response.path("apiKey")), name, adminEmail);
    }

    /** An address no other test, and no earlier run on the persistent PostgreSQL database, has used. */
    public static String uniqueEmail() {
        return "admin-" + UUID.randomUUID().toString().substring(0, 13) + "@clinic.example";
    }

    public UUID tenantId() {
        return tenant.tenantId();
    }
}
