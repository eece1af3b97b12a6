/**
 * CDS Hooks (docs/cds-hooks.md): the CDS clients (EHRs) a tenant registers to call its CDS
 * services, and the checks of their keys.
 */
package com.medvigil.cdshooks;
