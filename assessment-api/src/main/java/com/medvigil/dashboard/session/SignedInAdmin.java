package com.medvigil.dashboard.session;

import java.util.UUID;

/**
 * The administrator a dashboard request is made by, and the tenant it works on, as checked at
 * the start of the request. Controllers take it as a parameter; pages show it in their header.
 */
public record SignedInAdmin(String email, UUID tenantId, String tenantName, String tenantCode) {

    static final String ATTRIBUTE = SignedInAdmin.class.getName();
}
