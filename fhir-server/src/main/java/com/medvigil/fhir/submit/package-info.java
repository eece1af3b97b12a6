/**
 * Ingestion of a submitted Bundle ({@code $submit}, spec 2.7 and 4.8): each entry validated on its
 * own, references resolved as EHRs write them, stub patients created for unknown ones, and every
 * valid entry of the bundle stored in one transaction with the patient profiles and active
 * medications it updates.
 */
package com.medvigil.fhir.submit;
