/**
 * Tenants (the hospitals and vendors that use MedVigil), their dashboard administrators and
 * their API keys: registration, key issue and revocation, and resolving a presented key.
 */
package com.medvigil.tenant;
