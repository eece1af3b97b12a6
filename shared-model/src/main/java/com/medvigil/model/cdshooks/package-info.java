/**
 * CDS Hooks as data: the CDS clients (EHRs) each tenant registers, with the keys their JWTs are
 * checked with and the token ids already used; the cards MedVigil showed to prescribers and the
 * feedback EHRs sent about them.
 */
package com.medvigil.model.cdshooks;
