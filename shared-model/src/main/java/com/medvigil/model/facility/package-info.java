/**
 * A tenant's facilities (hospitals, clinics) and which of them is the default one, whose
 * externalId labels stub patients created by FHIR submissions (spec 2.7, rule 4b).
 */
package com.medvigil.model.facility;
