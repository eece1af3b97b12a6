/**
 * CDS Hooks: what MedVigil keeps of its work as a CDS service, such as the cards it showed to
 * prescribers and the feedback EHRs sent about them.
 */
package com.medvigil.model.cdshooks;
