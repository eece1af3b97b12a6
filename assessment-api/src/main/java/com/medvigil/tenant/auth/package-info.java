/**
 * API key authentication for every {@code /v1} endpoint but registration and CDS discovery: both
 * header schemes, the tenant scope each request runs in, and the 401 answers. The API security
 * chain is assembled here, with the CDS clients' JWT filter ({@code cdshooks.auth}) before the key's.
 */
package com.medvigil.tenant.auth;
