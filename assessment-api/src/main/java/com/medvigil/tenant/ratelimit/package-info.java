/**
 * Token-bucket rate limits per API key (and per client address for registration), kept in the
 * shared database so that every replica draws on the same budget.
 */
package com.medvigil.tenant.ratelimit;
