/**
 * Calls to addresses that tenants give us (webhook receivers, CDS clients' JWK sets): the URL
 * rules, and the guard that keeps such calls off loopback, private and metadata addresses.
 */
package com.medvigil.outbound;
