/**
 * Tenants and their API keys: registration, issuing and revoking keys, and resolving a presented key
 * by its hash. The entities are in {@code com.medvigil.model.tenant}.
 */
package com.medvigil.tenant;
