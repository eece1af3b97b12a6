/**
 * API key authentication for every {@code /v1} endpoint but registration: both header schemes,
 * the tenant scope each request runs in, and the 401 answers.
 */
package com.medvigil.tenant.auth;
