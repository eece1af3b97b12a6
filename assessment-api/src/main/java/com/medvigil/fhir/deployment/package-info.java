/**
 * The FHIR server of {@code fhir-server} deployed inside the Spring application at {@code /v1/fhir/*}:
 * its servlet, the limits and vocabulary it is given, and its metrics.
 */
package com.medvigil.fhir.deployment;
