/**
 * The FHIR server of {@code fhir-server} deployed inside the Spring application at {@code /v1/fhir/*}:
 * its servlet, the limits and vocabulary it is given, its metrics, and the port of derived
 * DetectedIssues wired to the assessments that answer it.
 */
package com.medvigil.fhir.deployment;
