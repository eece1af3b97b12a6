/**
 * Tenants (the hospitals and vendors that use MedVigil), their dashboard administrators and
 * their API keys, as stored: entities, value types that validate themselves, and repositories.
 */
package com.medvigil.model.tenant;
