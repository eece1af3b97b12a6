/** {@code /v1/cds-clients}: registering the EHRs that may call the tenant's CDS services. */
package com.medvigil.cdshooks.web;
