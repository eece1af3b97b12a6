/**
 * Authentication of CDS service calls ({@code POST /v1/cds-services/{id}} and
 * {@code .../{id}/feedback}) by the JWTs registered CDS clients sign, with the tenant scope each
 * call runs in (docs/cds-hooks.md).
 *
 * <p>For the controllers of those endpoints: by the time a controller runs, the request has been
 * authenticated and runs in the caller's tenant scope ({@code TenantContext}); inject
 * {@link com.medvigil.cdshooks.auth.CurrentCdsCaller} and call {@code require()} for the
 * {@link com.medvigil.cdshooks.CdsCaller}: the CDS client (id, name) or, when an API key was
 * used for testing, the key's id. A new endpoint under {@code /v1/cds-services/} is authenticated
 * this way only if {@code ApiPaths.isCdsServiceCall} matches it.
 */
package com.medvigil.cdshooks.auth;
