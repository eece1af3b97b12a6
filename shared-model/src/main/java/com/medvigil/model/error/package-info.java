/**
 * The exceptions domain code throws for problems a caller can fix; the web layer maps each to
 * one status and one error body, so no feature builds error responses by hand.
 */
package com.medvigil.model.error;
