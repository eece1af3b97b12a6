/**
 * FHIR's own syntax that more than one module checks: the id datatype. The FHIR resources
 * themselves live in fhir-server.
 */
package com.medvigil.model.fhir;
