/**
 * CDS Hooks as data: the CDS clients (EHRs) each tenant registers, with the keys their JWTs are
 * checked with, and the token ids already used.
 */
package com.medvigil.model.cdshooks;
