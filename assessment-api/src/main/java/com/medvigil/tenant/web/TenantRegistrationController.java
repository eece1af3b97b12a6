package com.medvigil.tenant.web;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.tenant.RegisteredTenant;
import com.medvigil.tenant.TenantRegistration;

import io.swagger.v3.oas.annotations.responses.ApiResponse;

/** {@code POST /v1/tenants/register}: the one endpoint that needs no credential. */
@RestController
class TenantRegistrationController {

    private final TenantRegistration registration;

    TenantRegistrationController(TenantRegistration registration) {
        this.registration = registration;
    }

    @PostMapping(path = "/v1/tenants/register", consumes = MediaType.APPLICATION_JSON_VALUE)
    @ResponseStatus(HttpStatus.CREATED)
    @ApiResponse(responseCode = "409", description = "The code is taken")
    RegistrationResponse register(@RequestBody(required = false) RegistrationRequest request) {
        if (request == null) {
            throw new InvalidFieldException("body", "is required: {\"name\": ..., \"code\": ...}");
        }
        RegisteredTenant registered = registration.register(request.toApplication());
        return new RegistrationResponse(registered.tenant().getId(), registered.tenant().getCode(),
                registered.apiKey().secret().value());
    }
}
