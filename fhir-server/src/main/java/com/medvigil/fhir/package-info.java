/**
 * The FHIR R4 surface: a HAPI {@code RestfulServer} whose providers read and write MedVigil's own
 * tables, and the OperationOutcome shape of every FHIR error.
 */
package com.medvigil.fhir;
